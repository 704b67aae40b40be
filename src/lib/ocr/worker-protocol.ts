// Messages between readReceiptInBrowser and the OCR worker.
import type { ParsedReceipt } from '../../domain/receipt/schema'
import type { RgbaImage } from './image'

export interface WorkerRequest {
  id: number
  image: RgbaImage
  /** Where the models and WASM are served, e.g. "/ocr/". */
  baseUrl: string
}

export type WorkerResponse =
  | { id: number; type: 'progress'; stage: 'download'; loadedBytes: number; totalBytes: number }
  | { id: number; type: 'progress'; stage: 'read'; done: number; total: number }
  | { id: number; type: 'done'; receipt: ParsedReceipt }
  | { id: number; type: 'error'; message: string }
