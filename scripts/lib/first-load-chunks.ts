// How the client build groups the event page's first load into a few chunks. Left alone, the bundler gives
// every module shared by two route modules a chunk of its own: the event page loaded some sixty files, most
// under 1 KB, and each small file compresses worse than the same code inside a bigger one (decision 026's
// budget counts gzip per file). Two groups instead, each the static import closure of its roots:
// - `app-core`: what every hydrated page loads (React Router's client entry and the root route);
// - `app-shell`: what the signed-in shell and the event page add to that.
// Nothing reached only through a dynamic import() is grouped, so lazy parts still load when used, and a
// page outside the shell (sign-in) loads `app-core` without the shell's code.
import type { Plugin } from 'vite'

const CORE_ROOTS = ['entry.client.tsx', 'src/root.tsx']
const SHELL_ROOTS = ['src/layouts/app-layout.tsx', 'src/routes/events/event-page.tsx']

/** The libraries' barrels we import from (each re-exports a whole package). */
const BARRELS = ['/node_modules/radix-ui/', '/node_modules/lucide-react/dist/esm/lucide-react.']

type Graph = (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null

/** The static import closure of `roots` (module ids ending with one of them), without the `skip` set. */
function staticClosure(ids: readonly string[], graph: Graph, roots: string[], skip = new Set<string>()) {
  const seen = new Set<string>()
  const walk = (id: string) => {
    if (seen.has(id) || skip.has(id)) return
    seen.add(id)
    const info = graph(id)
    // A library's barrel (lucide-react's icons, radix-ui's primitives) lists everything it re-exports; the
    // bundler keeps only what is used, which this walk cannot see, so it does not go through one.
    if (!info || BARRELS.some((b) => id.includes(b))) return
    // The bundler's importedIds may list an import() target too; those load later, so they stay out.
    for (const next of info.importedIds) if (!info.dynamicallyImportedIds.includes(next)) walk(next)
  }
  for (const id of ids) if (roots.some((r) => id.endsWith(r))) walk(id)
  return seen
}

/** The plugin that finds both closures once the client's module graph is known, and the group names for
 * `codeSplitting.groups` (a module in neither closure is left to the bundler). */
export function firstLoadChunks(): { plugin: Plugin; groupName: (id: string) => string | null } {
  let core = new Set<string>()
  let shell = new Set<string>()
  const plugin: Plugin = {
    name: 'opentab-first-load-chunks',
    apply: 'build',
    buildEnd() {
      if (this.environment.name !== 'client') return
      const ids = [...this.getModuleIds()]
      const graph: Graph = (id) => this.getModuleInfo(id)
      core = staticClosure(ids, graph, CORE_ROOTS)
      shell = staticClosure(ids, graph, SHELL_ROOTS, core)
    },
  }
  // Route modules stay entries of their own: React Router loads each by its own file.
  const isRoot = (id: string) => [...CORE_ROOTS, ...SHELL_ROOTS].some((r) => id.endsWith(r))
  const groupName = (id: string) => {
    if (isRoot(id) || id.endsWith('.css')) return null
    if (core.has(id)) return 'app-core'
    if (shell.has(id)) return 'app-shell'
    return null
  }
  return { plugin, groupName }
}
