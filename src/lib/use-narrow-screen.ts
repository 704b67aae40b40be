import { useSyncExternalStore } from 'react'

/** Spec section 9: below 768px some flows are full pages instead of modals (dispute, messages). */
const NARROW = '(max-width: 767.98px)'

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

// The server render (src/ssr) has no screen: it and the hydration pass say "wide"; a phone re-renders
// right after hydration. Only callbacks and closed dialogs read this on the event page, so nothing moves.
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  )
}
