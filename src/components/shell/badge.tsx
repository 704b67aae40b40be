import { cn } from '@/lib/cn'

/** The text of a count badge: nothing for 0, the number up to 9, then '9+' (so the badge stays small). */
export function badgeText(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null
  return count > 9 ? '9+' : String(Math.floor(count))
}

export function CountBadge({ count, className }: { count: number | null | undefined; className?: string }) {
  const text = badgeText(count)
  if (!text) return null
  return (
    <span
      aria-hidden="true"
      className={cn(
        'absolute -right-1 -top-1 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-brand-500 px-1 text-[10px] font-bold leading-none text-emerald-950 ring-2 ring-[var(--surface)]',
        className,
      )}
    >
      {text}
    </span>
  )
}
