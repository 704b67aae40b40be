import { useEffect, useRef } from 'react'

// While a sheet or dialog is open, the phone's back button (or the browser's) closes it instead of
// leaving the page: opening adds a history entry with the same URL, and going back from it closes only
// the top layer. One listener, in the capture phase, stops that pop before the router sees it.

const MARK = 'opentabLayer'
type Layer = { id: number; close: () => void }
const layers: Layer[] = []
let nextId = 1
/** Pops we caused ourselves (taking a closed layer's entry back out), for the listener to swallow. */
let ownPops = 0
let listening = false

function onPop(e: PopStateEvent) {
  if (ownPops > 0) {
    ownPops--
    e.stopImmediatePropagation()
    return
  }
  const top = layers.pop()
  if (!top) return
  e.stopImmediatePropagation()
  top.close()
}

function routerNavigating() {
  const router = (window as { __reactRouterDataRouter?: { state: { navigation: { state: string } } } })
    .__reactRouterDataRouter
  return !!router && router.state.navigation.state !== 'idle'
}

export function useBackCloses(open: boolean, close: () => void) {
  const latest = useRef(close)
  latest.current = close
  useEffect(() => {
    if (!open) return
    if (!listening) {
      window.addEventListener('popstate', onPop, { capture: true })
      listening = true
    }
    const layer: Layer = { id: nextId++, close: () => latest.current() }
    layers.push(layer)
    window.history.pushState({ ...window.history.state, [MARK]: layer.id }, '')
    return () => {
      const at = layers.indexOf(layer)
      if (at < 0) return // closed by Back: its entry is already gone
      layers.splice(at, 1)
      // Closed by a button, Escape or an outside tap: take its entry back out before this task ends, so
      // whatever comes next (a reload, a tap, a test's next step) never meets a history step still on
      // its way out. A microtask, not at once: it runs after everything the same tap did, so a
      // navigation it made (Leave, Apply, the dialog's own link) is seen, and so is React's development
      // re-mount (StrictMode runs cleanup and effect twice), which pushes a new entry over this one.
      queueMicrotask(() => {
        // Only if it is still the current entry: a navigation that replaced it is never undone.
        if (window.history.state?.[MARK] !== layer.id) return
        // A navigation the router has started but not yet written (its loaders still run) would be
        // undone by going back now, so then the entry stays: one same-address step behind the new page.
        if (routerNavigating()) return
        ownPops++
        window.history.back()
      })
    }
  }, [open])
}
