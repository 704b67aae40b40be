// The event page's first load, checked on every build (decision 026). The client bundle's static import
// closure from React Router's client entry, the root route, the signed-in shell and the event page is what a phone downloads before the
// event page can draw (lazy parts load later, when used). The build fails when that closure takes in a
// library that belongs to an interaction (forms, menus, dialogs, toasts, the better-auth client, zod) or
// grows past its byte budget, and says which module brought the library in.
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Libraries that must load only when used: a module id containing one of these fails the check. */
const NOT_ON_FIRST_LOAD = [
  'node_modules/react-hook-form/',
  'node_modules/@hookform/',
  'node_modules/@radix-ui/react-menu/',
  'node_modules/@radix-ui/react-dropdown-menu/',
  'node_modules/@radix-ui/react-dialog/',
  'node_modules/better-auth/',
  'node_modules/sonner/',
  'node_modules/zod/',
]
/** The modules whose chunks a signed-in visit to /events/:id loads at once. Every route module is an entry
 * of its own in framework mode, so the closure starts from these, not from every entry. */
const FIRST_LOAD_ROOTS = [
  'entry.client.tsx',
  'src/root.tsx',
  'src/layouts/app-layout.tsx',
  'src/routes/events/event-page.tsx',
]
/** JS only, gzip level 9 per file (the bench's measure); the page's CSS (about 12 KB) comes on top. */
const FIRST_LOAD_JS_BUDGET = 168_000

export type Chunk = { fileName: string; isEntry: boolean; imports: string[]; code: string; moduleIds: string[] }

/** The chunks loaded at once: the roots' chunks, with everything they import statically. */
export function firstLoadChunks(chunks: Chunk[], roots = FIRST_LOAD_ROOTS): Chunk[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const start = chunks.filter((c) => c.moduleIds.some((id) => roots.some((r) => id.endsWith(r))))
  const seen = new Map<string, Chunk>()
  const walk = (c: Chunk | undefined) => {
    if (!c || seen.has(c.fileName)) return
    seen.set(c.fileName, c)
    for (const i of c.imports) walk(byName.get(i))
  }
  for (const c of start) walk(c)
  return [...seen.values()]
}

/** What is wrong with a first load, as lines to print (none when it is fine). `importer` names who imported a module. */
export function firstLoadProblems(
  chunks: Chunk[],
  importer: (id: string) => string | undefined,
  budget = FIRST_LOAD_JS_BUDGET,
  roots = FIRST_LOAD_ROOTS,
): string[] {
  // A renamed root would otherwise leave only the entry to check, and the check would pass unseen.
  const problems = roots
    .filter((r) => !chunks.some((c) => c.moduleIds.some((id) => id.endsWith(r))))
    .map((r) => `${r} is not on the first load: update FIRST_LOAD_ROOTS in scripts/lib/first-load-guard.ts`)
  for (const lib of NOT_ON_FIRST_LOAD) {
    const id = chunks.flatMap((c) => c.moduleIds).find((m) => m.includes(lib))
    if (!id) continue
    // Walk up to the first of our own modules, so the message names the import to make lazy.
    let chain = [id]
    let up = importer(id)
    while (up && chain.length < 12) {
      chain = [up, ...chain]
      if (!up.includes('node_modules')) break
      up = importer(up)
    }
    problems.push(`${lib.replace(/^node_modules\/|\/$/g, '')} is on the first load: ${chain.join(' -> ')}`)
  }
  const bytes = chunks.reduce((sum, c) => sum + gzipSync(c.code, { level: 9 }).length, 0)
  if (bytes > budget) problems.push(`first-load JS is ${bytes} bytes gzip, over the ${budget} budget`)
  return problems
}

export function firstLoadGuard(): Plugin {
  return {
    name: 'opentab-first-load-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const root = `${process.cwd()}/`
      const rel = (id: string) => (id.startsWith(root) ? id.slice(root.length) : id)
      const chunks: Chunk[] = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk'
          ? [
              {
                fileName: c.fileName,
                isEntry: c.isEntry,
                imports: c.imports,
                code: c.code,
                moduleIds: c.moduleIds.map(rel),
              },
            ]
          : [],
      )
      const closure = firstLoadChunks(chunks)
      const loaded = new Set(closure.flatMap((c) => c.moduleIds))
      const importer = (id: string) => {
        const info = this.getModuleInfo(id.startsWith('/') || id.startsWith('\0') ? id : root + id)
        const from = info?.importers.map(rel).find((i) => loaded.has(i))
        return from
      }
      const problems = firstLoadProblems(closure, importer)
      if (problems.length)
        this.error(`The event page's first load grew back (decision 026):\n  ${problems.join('\n  ')}`)
    },
  }
}
