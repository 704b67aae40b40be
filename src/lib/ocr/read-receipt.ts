// Browser entry point: read a receipt photo offline.
//
//   const receipt = await readReceiptInBrowser(file, (p) => setProgress(p))
//   if (!receipt.isReceipt) show('Could not identify as receipt. Please check the image and try again.')
//
// The photo is turned upright (EXIF) and downscaled on a canvas, then the OCR
// runs in a Web Worker (a separate chunk, created on first use) that loads the
// models and WASM from our own origin (/ocr/). The OCR lines go through the
// shared parser (src/domain/receipt), so the result is the same parsed-receipt
// shape the model providers return, already reconciled (src/domain/receipt/reconcile.ts).

import wasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url'
import { sniffImageType } from '../../domain/file-type'
import type { ParsedReceipt } from '../../domain/receipt/schema'
import { MAX_IMAGE_SIDE, OCR_ASSETS } from './constants'
import { fitScale, type RgbaImage } from './image'
import type { ReadReceiptProgress } from './read-progress'
import type { WorkerRequest, WorkerResponse } from './worker-protocol'

export type { ParsedReceipt } from '../../domain/receipt/schema'
export type { ReadReceiptProgress } from './read-progress'

export interface ReadReceiptOptions {
  /** Where the models are served; default "/ocr/". */
  baseUrl?: string
}

let worker: Worker | null = null
let nextId = 1

export async function readReceiptInBrowser(
  file: File | Blob,
  onProgress?: (progress: ReadReceiptProgress) => void,
  options: ReadReceiptOptions = {},
): Promise<ParsedReceipt> {
  const baseUrl = options.baseUrl ?? '/ocr/'
  onProgress?.({ stage: 'prepare' })
  const image = await loadUprightImage(file, MAX_IMAGE_SIDE)
  if (typeof Worker === 'undefined') return readInPage(image, baseUrl, onProgress)
  return readInWorker(image, baseUrl, onProgress)
}

/**
 * Loads the reader in its worker ahead of a read: the download (or the service worker's copy), the
 * runtime's compile and the models' sessions, which are most of a first read's wait. Called when the
 * receipt page opens, so it runs while the person picks a photo. Nothing is read or sent anywhere.
 */
export function prepareReader(options: ReadReceiptOptions = {}): void {
  if (typeof Worker === 'undefined') return
  const request: WorkerRequest = { id: nextId++, baseUrl: options.baseUrl ?? '/ocr/' }
  ocrWorker().postMessage(request)
}

function ocrWorker(): Worker {
  worker ??= new Worker(new URL('./ocr.worker.ts', import.meta.url), { type: 'module', name: 'receipt-ocr' })
  return worker
}

/** The files the reader downloads (the runtime and the models), for the service worker to keep. */
export const readerFiles = (baseUrl = '/ocr/') => [wasmUrl, ...Object.values(OCR_ASSETS).map((n) => `${baseUrl}${n}`)]

function readInWorker(
  image: RgbaImage,
  baseUrl: string,
  onProgress?: (progress: ReadReceiptProgress) => void,
): Promise<ParsedReceipt> {
  const w = ocrWorker()
  const id = nextId++
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<WorkerResponse>) => {
      const msg = event.data
      if (msg.id !== id) return
      if (msg.type === 'progress') {
        onProgress?.(msg.progress)
        return
      }
      w.removeEventListener('message', onMessage)
      w.removeEventListener('error', onError)
      if (msg.type === 'done') resolve(msg.receipt)
      else reject(new Error(msg.message))
    }
    const onError = (event: ErrorEvent) => {
      w.removeEventListener('message', onMessage)
      w.removeEventListener('error', onError)
      worker = null // a crashed worker is recreated on the next read
      w.terminate()
      reject(new Error(event.message || 'The receipt reader stopped unexpectedly.'))
    }
    w.addEventListener('message', onMessage)
    w.addEventListener('error', onError)
    const request: WorkerRequest = { id, image, baseUrl }
    w.postMessage(request, [image.data.buffer as ArrayBuffer])
  })
}

/** Fallback without workers: same code, dynamically imported, on the page's thread. */
async function readInPage(
  image: RgbaImage,
  baseUrl: string,
  onProgress?: (progress: ReadReceiptProgress) => void,
): Promise<ParsedReceipt> {
  const [{ readWithBrowserOcr }, { parseReceiptLines }] = await Promise.all([
    import('./browser-engine'),
    import('../../domain/receipt/parse'),
  ])
  return parseReceiptLines(await readWithBrowserOcr(image, baseUrl, (p) => onProgress?.(p)))
}

/** Decode, apply EXIF orientation and downscale so the longer side is at most maxSide. */
async function loadUprightImage(file: Blob, maxSide: number): Promise<RgbaImage> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    bitmap = await decodeHeic(file)
  }
  const scale = fitScale(bitmap.width, bitmap.height, maxSide)
  const width = Math.max(1, Math.round(bitmap.width * scale))
  const height = Math.max(1, Math.round(bitmap.height * scale))
  const canvas =
    typeof OffscreenCanvas !== 'undefined'
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height })
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null
  if (!ctx) throw new Error('This browser cannot prepare the image for reading.')
  ctx.imageSmoothingEnabled = true
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  const data = ctx.getImageData(0, 0, width, height)
  return { data: data.data, width, height }
}

/**
 * Chrome and Firefox cannot decode HEIC/HEIF (iPhone photos); libheif compiled to WASM can. It is
 * about 2 MB, so it is only downloaded when such a photo is read. libheif applies the photo's
 * rotation itself, so the result is already upright.
 */
async function decodeHeic(file: Blob): Promise<ImageBitmap> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffImageType(bytes.subarray(0, 16))
  if (type !== 'image/heic' && type !== 'image/heif')
    throw new Error('This image cannot be read in this browser. Please use a JPEG or PNG photo.')
  const { default: decode } = await import('heic-decode')
  const image = await decode({ buffer: bytes })
  return createImageBitmap(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height))
}
