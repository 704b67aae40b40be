import { WifiOff } from 'lucide-react'
import { useSyncExternalStore } from 'react'

export const OFFLINE_TEXT = 'You are offline'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** A bar over every page while the browser has no connection: the shell still opens (the service
 * worker serves it), but nothing can be loaded or saved until the connection is back. */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  if (online) return null
  return <OfflineBar />
}

/** The bar itself; the prerendered landing page (decision 025) carries it hidden and shows it from its script. */
export function OfflineBar() {
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-[70] flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-sm font-medium text-black shadow"
    >
      <WifiOff size={16} aria-hidden="true" />
      <span>
        <strong>{OFFLINE_TEXT}</strong>. Nothing can be loaded or saved until you are back online.
      </span>
    </div>
  )
}
