import { cn } from '@/lib/cn'

/**
 * Two or more ways to do one thing, as tabs (not buttons), so a form's own submit button stays the only
 * button with its name (sign-in or sign-up; a password or a sign-in link).
 */
export function SegmentTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  className,
}: {
  label: string
  tabs: ReadonlyArray<readonly [T, string]>
  value: T
  onChange: (value: T) => void
  className?: string
}) {
  return (
    <div role="tablist" aria-label={label} className={cn('grid grid-cols-2 rounded-xl bg-surface-2 p-1', className)}>
      {tabs.map(([key, text]) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={value === key}
          onClick={() => onChange(key)}
          className={cn(
            'rounded-lg py-2 text-sm font-medium transition',
            value === key ? 'bg-surface text-app shadow-sm dark:bg-[#2b3647]' : 'text-muted hover:text-app',
          )}
        >
          {text}
        </button>
      ))}
    </div>
  )
}
