import { WifiOff } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import * as SHELL from '@/messages/shell'

const OFFLINE_TEXT = SHELL.youAreOffline

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Whether the browser has a connection (true while server-rendering). */
export function useOnline() {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

/** A quiet note on every page while the browser has no connection: the shell still opens (the service
 * worker serves it) and a loaded page stays readable, but nothing new can be loaded or saved. */
export function OfflineNotice() {
  if (useOnline()) return null
  return <OfflineBar />
}

/** The note itself; the prerendered landing page (decision 025) carries it hidden and shows it from its
 * script. A small pill at the bottom, above the phone's tab bar: the header, the title and the bill's
 * totals stay in view, and taps pass through it to the page. */
export function OfflineBar() {
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-[70] flex justify-center px-3 md:bottom-4"
    >
      <p className="flex max-w-md items-center gap-2 rounded-full border border-amber-500/50 bg-amber-100 px-4 py-2 text-xs font-medium text-amber-950 shadow-lg dark:bg-amber-950 dark:text-amber-100">
        <WifiOff size={14} aria-hidden="true" className="shrink-0" />
        <span>
          <strong>{OFFLINE_TEXT}</strong>
          {SHELL.offlineDetail}
        </span>
      </p>
    </div>
  )
}
