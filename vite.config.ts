import { cloudflare } from '@cloudflare/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { headersFile } from './worker/middleware/security-headers'

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

export default defineConfig({
  plugins: [react(), tailwindcss(), cloudflare(), securityHeadersFile()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
})
