import { useSyncExternalStore } from 'react'

/** Spec section 9: below 768px some flows are full pages instead of modals (dispute, messages). */
const NARROW = '(max-width: 767.98px)'

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches)
}
