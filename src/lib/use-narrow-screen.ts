import { useSyncExternalStore } from 'react'

/** Spec section 9: below 768px some flows are full pages instead of modals (dispute, messages). */
const NARROW = '(max-width: 767.98px)'

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** The same question outside React (false where there is no window, as on a server). */
export const isNarrowScreen = () => typeof window !== 'undefined' && window.matchMedia(NARROW).matches

export function useNarrowScreen(): boolean {
  // A server render has no screen: it draws the wide layout (CSS still hides what a phone should not see).
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  )
}
