// Messages between readReceiptInBrowser and the OCR worker.
import type { ParsedReceipt } from '../../domain/receipt/schema'
import type { RgbaImage } from './image'
import type { ReadReceiptProgress } from './read-progress'

export interface WorkerRequest {
  id: number
  /** The photo to read; none to only load the reader ahead of a read (a warm-up). */
  image?: RgbaImage
  /** Where the models and WASM are served, e.g. "/ocr/". */
  baseUrl: string
}

export type WorkerResponse =
  | { id: number; type: 'progress'; progress: ReadReceiptProgress }
  | { id: number; type: 'done'; receipt: ParsedReceipt }
  | { id: number; type: 'error'; message: string }
