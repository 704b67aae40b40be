import { ChevronDown } from 'lucide-react'
import { Collapsible as C } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

// A disclosure (button + region) from Radix: aria-expanded/aria-controls are wired for us.
export function Collapsible({
  trigger,
  icon,
  children,
  defaultOpen,
  open,
  onOpenChange,
  className,
}: {
  trigger: ReactNode
  icon?: ReactNode
  children: ReactNode
  defaultOpen?: boolean
  open?: boolean
  onOpenChange?: (open: boolean) => void
  className?: string
}) {
  return (
    <C.Root
      defaultOpen={defaultOpen}
      open={open}
      onOpenChange={onOpenChange}
      className={cn('rounded-xl border border-app bg-app', className)}
    >
      <C.Trigger className="group flex w-full items-center gap-2 rounded-xl px-4 py-3 text-left text-sm font-medium text-app hover:bg-surface-2">
        {icon}
        <span className="flex-1">{trigger}</span>
        <ChevronDown
          aria-hidden
          size={16}
          className="shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </C.Trigger>
      <C.Content className="px-4 pb-4 text-sm text-muted">{children}</C.Content>
    </C.Root>
  )
}
