import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the worker's server render and during hydration, true from the render right after: for what
 * must not differ between the server's HTML and the browser's first render (local time zones, toasts).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
