import { cn } from '@/lib/cn'

/** Initials on a brand-tinted disc: first name or username, never empty. */
export function Avatar({ name, className }: { name: string; className?: string }) {
  const initials =
    name
      .trim()
      .split(/[\s._-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('') || '?'
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-400/90 to-brand-700 text-sm font-semibold text-white',
        className,
      )}
    >
      {initials}
    </span>
  )
}
