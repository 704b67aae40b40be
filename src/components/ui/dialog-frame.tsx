import { X } from 'lucide-react'
import { Dialog as D } from 'radix-ui'
import { useRef } from 'react'
import { cn } from '@/lib/cn'
import { useBackCloses } from '@/lib/use-back-closes'
import * as COMMON from '@/messages/common'
import type { DialogProps } from './dialog'

// Radix Dialog: focus trap, Escape to close, aria wiring, scroll lock. Loaded on first open (dialog.tsx).
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  backCloses = true,
}: DialogProps) {
  useBackCloses(open && backCloses, () => onOpenChange(false))
  // Radix hands focus back only to its own Dialog.Trigger, and our dialogs are opened by ordinary buttons
  // (an item's row, a menu entry): without this, closing left focus on the page's body (issue 46). What had
  // focus as the dialog opened gets it back, if it is still on the page.
  const openedFrom = useRef<HTMLElement | null>(null)
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <D.Content
          onOpenAutoFocus={() => {
            openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(e) => {
            const back = openedFrom.current
            openedFrom.current = null
            if (!back?.isConnected || back === document.body) return
            e.preventDefault()
            back.focus()
          }}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-app bg-surface p-5 text-app shadow-2xl',
            className,
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <D.Title className="text-lg font-semibold">{title}</D.Title>
              {description ? (
                <D.Description className="mt-1 text-sm text-muted">{description}</D.Description>
              ) : (
                <D.Description className="sr-only">{title}</D.Description>
              )}
            </div>
            <D.Close className="rounded-md p-1 text-muted hover:bg-surface-2" aria-label={COMMON.close}>
              <X size={18} />
            </D.Close>
          </div>
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  )
}
