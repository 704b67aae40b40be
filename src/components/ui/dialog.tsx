import type { ReactNode } from 'react'
import { lazyDialog } from './lazy-part'

export type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: ReactNode
  children: ReactNode
  className?: string
  /** Back closes the dialog (default). Off for a dialog that itself answers a blocked navigation. */
  backCloses?: boolean
}

// Every dialog's Radix code (focus trap, scroll lock) loads when a dialog first opens, not with the page
// (decision 026). A dialog loaded with `lazyDialog` fetches this frame at the same time as its own code.
export const Dialog = lazyDialog<DialogProps>(() => import('./dialog-frame').then((m) => m.DialogFrame))
