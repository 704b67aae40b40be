import { lazyPart } from '@/components/ui/lazy-part'
import { cn } from '@/lib/cn'

// The search's code (its query, its hits, its keyboard) loads when a search box is drawn: on a phone, when
// the person opens search; on wider screens, with the header (decision 026). Until it is here, a box of the
// same size holds its place, so the header does not move.
const SearchBox = lazyPart(
  () => import('./global-search').then((m) => m.GlobalSearch),
  <div aria-hidden="true" className="h-9 w-full rounded-lg border border-app bg-surface-2" />,
)

export function GlobalSearch({
  className,
  ...props
}: {
  className?: string
  autoFocus?: boolean
  onNavigate?: () => void
}) {
  return (
    <div className={cn(className)}>
      <SearchBox {...props} />
    </div>
  )
}
