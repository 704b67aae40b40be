import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast'

/** The small 'Soon' mark on an entry whose screen is not built yet. */
export function SoonBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'shrink-0 whitespace-nowrap rounded-full bg-surface-2 px-1.5 py-px text-[10px] font-semibold uppercase leading-4 tracking-wide text-muted ring-1 ring-[var(--border)]',
        className,
      )}
    >
      Soon
    </span>
  )
}

/**
 * A navigation entry for a screen that does not exist yet: it sits where the link will be, says
 * 'Soon' (and, as a tooltip or on tap, that it is coming), and goes nowhere instead of to a dead end.
 */
export function SoonEntry({
  label,
  className,
  children,
  ariaLabel,
}: {
  label: string
  className?: string
  children: ReactNode
  ariaLabel?: string
}) {
  const tell = () => toast(`${label} is coming soon`, { id: `soon-${label}` })
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link with nowhere to go yet; an <a> without href is not announced as a link
    <span
      role="link"
      aria-disabled="true"
      aria-label={ariaLabel}
      tabIndex={0}
      title={`${label}: coming soon`}
      className={cn('cursor-not-allowed select-none', className)}
      onClick={tell}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return
        e.preventDefault()
        tell()
      }}
    >
      {children}
    </span>
  )
}
