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
      // Closed by a button, Escape or an outside tap: take its entry back out, a moment later and only
      // if it is still the current one, so a navigation made by the same tap (Leave, Apply) is never undone.
      // A navigation the router has started but not yet written (its loaders still run) would be undone
      // by going back now, so then the entry stays: one same-address step behind the new page.
      setTimeout(() => {
        if (window.history.state?.[MARK] !== layer.id) return
        const router = (window as { __reactRouterDataRouter?: { state: { navigation: { state: string } } } })
          .__reactRouterDataRouter
        if (router && router.state.navigation.state !== 'idle') return
        ownPops++
        window.history.back()
      }, 0)
    }
  }, [open])
}
