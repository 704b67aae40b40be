import type { ReactNode } from 'react'
import { Alert } from './alert'

/**
 * The bottom of a dialog: its buttons, and the error of the last attempt right above them. Sticky to the
 * dialog's bottom edge, so the main button is reachable without scrolling however long the dialog is,
 * and the error shows where the person just tapped, never scrolled away or hidden under the footer.
 * The negative margins stretch it over the dialog's padding (p-5), so content scrolls under it cleanly; the
 * negative bottom does the same for where it sticks: a sticky box stops at the scroller's padding edge, which
 * left the dialog's bottom padding (more on a phone sheet: the home indicator) showing the list under it.
 */
export function DialogFooter({ error, children }: { error?: ReactNode; children: ReactNode }) {
  return (
    <div className="sticky bottom-[calc(-1*max(1.25rem,env(safe-area-inset-bottom)))] z-10 -mx-5 -mb-5 mt-5 border-t border-app bg-surface px-5 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
      {error ? (
        <Alert tone="error" className="mb-3 max-h-32 overflow-y-auto">
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
    </div>
  )
}
