// The code of the lazy parts a server-drawn page shows (a tab panel, the wide screen's details card) must be
// here before React hydrates that page: otherwise React hydrates the rest, the page becomes usable, and the
// part stays server HTML whose buttons do nothing until its code arrives (a tap there is lost). A route
// module names them as it loads (it loads before hydration); src/entry.client.tsx waits for them.

const pending: Array<Promise<unknown>> = []
let hydrating = false

/** Starts loading a part now (in the browser); the first hydration, if still to come, waits for it. */
export function loadBeforeHydration(load: () => Promise<unknown>) {
  if (typeof document === 'undefined') return
  // A part that fails to load still lets the page hydrate; the part reports the failure when it mounts.
  const loading = load().catch(() => {})
  if (!hydrating) pending.push(loading)
}

/** Resolves once every part named so far is here. */
export async function partsDrawnByServer() {
  await Promise.all(pending)
  hydrating = true
}
