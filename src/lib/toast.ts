import type { ExternalToast } from 'sonner'

// Toasts without sonner on the first screen (decision 026): `toast` has sonner's call shape; the first
// call loads sonner and asks the Toaster (src/components/ui/toaster.tsx) to mount. sonner replays a
// toast created before its Toaster subscribed, so the first one still shows.

type Sonner = typeof import('sonner')
let wanted = false
const listeners = new Set<() => void>()

const show = (fn: (s: Sonner) => void) => {
  if (!wanted) {
    wanted = true
    for (const l of listeners) l()
  }
  void import('sonner').then(fn)
}

type Message = string
export const toast = Object.assign((message: Message, data?: ExternalToast) => show((s) => s.toast(message, data)), {
  success: (message: Message, data?: ExternalToast) => show((s) => s.toast.success(message, data)),
  error: (message: Message, data?: ExternalToast) => show((s) => s.toast.error(message, data)),
})

/** For the Toaster: whether any toast has been asked for yet, and a way to hear when one is. */
export const toasterWanted = {
  get: () => wanted,
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}
