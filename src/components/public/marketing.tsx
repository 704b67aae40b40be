import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

// Shared building blocks for the marketing and help pages, so headings, spacing and cards
// look the same everywhere and the heading order (h1 > h2 > h3) stays right.

/** The h1 block at the top of an inner page. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      {eyebrow && (
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-400">{eyebrow}</p>
      )}
      <h1 className="mt-2 text-balance text-3xl font-bold tracking-tight text-app sm:text-5xl">{title}</h1>
      {children && <p className="mt-4 text-pretty text-base text-muted sm:text-lg">{children}</p>}
    </header>
  )
}

/** An h2 with an optional lead paragraph, centred above a grid of cards. */
export function SectionHeading({ id, title, children }: { id?: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-balance text-2xl font-bold tracking-tight text-app sm:text-3xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-pretty text-muted">{children}</p>}
    </div>
  )
}

export function IconBadge({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-500/15 text-brand-700 ring-1 ring-brand-500/25 dark:text-brand-400',
        className,
      )}
    >
      <Icon size={22} strokeWidth={2} />
    </span>
  )
}

export function FeatureCard({
  icon,
  title,
  children,
  className,
}: {
  icon: LucideIcon
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <article className={cn('rounded-2xl border border-app bg-surface p-6 shadow-sm', className)}>
      <IconBadge icon={icon} />
      <h3 className="mt-4 text-lg font-semibold text-app">{title}</h3>
      <div className="mt-2 text-sm leading-relaxed text-muted">{children}</div>
    </article>
  )
}

/** A page-width band; `tone="muted"` gives alternating sections a quiet background. */
export function Band({
  children,
  tone,
  className,
  ...rest
}: { children: ReactNode; tone?: 'muted'; className?: string } & React.HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={cn(
        'px-4 py-16 sm:px-6 sm:py-20',
        tone === 'muted' && 'bg-[color-mix(in_oklab,var(--surface-2)_70%,transparent)]',
        className,
      )}
      {...rest}
    >
      <div className="mx-auto max-w-6xl">{children}</div>
    </section>
  )
}
