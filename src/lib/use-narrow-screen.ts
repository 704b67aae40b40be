import { createContext, useContext, useSyncExternalStore } from 'react'

/** Below 768px some flows are full pages instead of modals (dispute, messages): a modal is too cramped there. */
const NARROW = '(max-width: 767.98px)'

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** The same question outside React (false where there is no window, as on a server). */
export const isNarrowScreen = () => typeof window !== 'undefined' && window.matchMedia(NARROW).matches

/**
 * A server render has no screen: it draws the layout it guessed from the request (worker/ssr: a phone's
 * browser says so), wide when in doubt. The browser's hydrating render uses the same guess, so the two
 * agree; right after, the real width decides.
 */
export const ServerScreenGuess = createContext<{ narrow: boolean }>({ narrow: false })

export function useNarrowScreen(): boolean {
  const guess = useContext(ServerScreenGuess)
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => guess.narrow,
  )
}
