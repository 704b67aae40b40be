import { ChevronDown } from 'lucide-react'
import { Accordion as A } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

// Radix Accordion gives the button/region wiring, arrow-key movement between headers and
// aria-expanded for free; we only style it. Root props (type, value...) pass straight through.
export const Accordion = A.Root

export function AccordionItem({
  value,
  title,
  headingLevel: Heading = 'h3',
  children,
  className,
}: {
  value: string
  title: ReactNode
  headingLevel?: 'h2' | 'h3' | 'h4'
  children: ReactNode
  className?: string
}) {
  return (
    <A.Item value={value} className={cn('border-b border-app last:border-b-0', className)}>
      <A.Header asChild>
        <Heading>
          <A.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium text-app transition hover:bg-surface-2 focus-visible:bg-surface-2 sm:px-5">
            <span>{title}</span>
            <ChevronDown
              aria-hidden
              size={18}
              className="shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </A.Trigger>
        </Heading>
      </A.Header>
      <A.Content className="px-4 pb-5 text-sm leading-relaxed text-muted sm:px-5">{children}</A.Content>
    </A.Item>
  )
}
