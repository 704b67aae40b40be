import { cn } from '@/lib/cn'
import * as SHELL from '@/messages/shell'

export function Spinner({ className, label = SHELL.loading }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-block', className)}>
      <span className="block h-6 w-6 animate-spin rounded-full border-2 border-brand-500 border-t-transparent" />
    </span>
  )
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner className="scale-150" />
    </div>
  )
}
