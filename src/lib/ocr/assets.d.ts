// Vite's "?url" imports (vite/client declares them for the app; this keeps the
// Node-side type check of src/lib/ocr, which has no Vite types, happy too).
declare module '*.wasm?url' {
  const url: string
  export default url
}

/** Bytes the browser reader downloads on first use (models, dictionary, runtime), stated by vite.config.ts. */
declare const __OCR_DOWNLOAD_BYTES__: number
