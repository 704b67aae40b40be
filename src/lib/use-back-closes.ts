import { useEffect, useRef } from 'react'

const MARK = 'opentabLayer'
type Listener = (e: PopStateEvent) => void
const capture = { capture: true } as const

/**
 * While a sheet or dialog is open, the phone's back button (or the browser's) closes it instead of
 * leaving the page: opening adds a history entry with the same URL, and going back from it only closes
 * the layer. Our listener runs in the capture phase and stops the event, so the router never sees a
 * navigation. Closing any other way takes that entry back out, swallowing the pop that causes too.
 */
export function useBackCloses(open: boolean, close: () => void) {
  const latest = useRef(close)
  latest.current = close
  useEffect(() => {
    if (!open) return
    let wentBack = false
    window.history.pushState({ ...window.history.state, [MARK]: true }, '')
    const onPop: Listener = (e) => {
      wentBack = true
      e.stopImmediatePropagation()
      latest.current()
    }
    window.addEventListener('popstate', onPop, capture)
    return () => {
      window.removeEventListener('popstate', onPop, capture)
      // Closed by a button, Escape or an outside tap: drop our entry, unless a navigation replaced it.
      if (wentBack || !window.history.state?.[MARK]) return
      const swallow: Listener = (e) => {
        e.stopImmediatePropagation()
        window.removeEventListener('popstate', swallow, capture)
      }
      window.addEventListener('popstate', swallow, capture)
      window.history.back()
    }
  }, [open])
}
