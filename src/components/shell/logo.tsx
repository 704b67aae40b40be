import { ReceiptText } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '@/lib/cn'
import * as SHELL from '@/messages/shell'

/** The OpenTab mark: the home link in every layout. */
export function Logo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn('flex shrink-0 items-center gap-2 rounded-lg font-semibold tracking-tight text-app', className)}
    >
      <span
        aria-hidden="true"
        className="flex h-8 w-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-400 to-brand-600 text-emerald-950 shadow-sm shadow-brand-500/30"
      >
        <ReceiptText size={18} strokeWidth={2.25} />
      </span>
      <span className="text-lg">{SHELL.opentab}</span>
    </Link>
  )
}
