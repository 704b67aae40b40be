import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * Lazy routes render after the browser has already tried to honour the URL's #fragment, so a
 * shared link like /docs#splitting would open at the top. Once the page's content is there
 * (`ready`), scroll to the target ourselves, once: later in-page anchor clicks are the browser's.
 */
export function useHashScroll(ready = true) {
  const { hash } = useLocation()
  const done = useRef(false)
  useEffect(() => {
    if (!ready || done.current) return
    done.current = true
    if (!hash) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [ready, hash])
}
