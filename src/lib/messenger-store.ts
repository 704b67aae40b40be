import { useSyncExternalStore } from 'react'

// Whether the messages modal (768 px and wider) is open, and with whom. A tiny store so the top bar's
// icon and a participant's 'Message' action open the same one modal, mounted once in the app shell.

type State = { open: boolean; personId: string | null }
const CLOSED: State = { open: false, personId: null }
let state: State = CLOSED
const listeners = new Set<() => void>()

function set(next: State) {
  state = next
  for (const l of listeners) l()
}

export const openMessenger = (personId: string | null = null) => set({ open: true, personId })
export const closeMessenger = () => set({ open: false, personId: state.personId })
export const selectConversation = (personId: string | null) => set({ ...state, personId })

export function useMessenger(): State {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => state,
    // The worker's server render (decision 027) and hydration: closed.
    () => CLOSED,
  )
}
