import { CalendarDays, CircleUserRound, type LucideIcon, MessagesSquare, Rocket, ShoppingBasket } from 'lucide-react'
import { useDeferredValue, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { DocBlocks } from '@/components/public/doc-blocks'
import { DocsNav } from '@/components/public/docs-nav'
import { IconBadge } from '@/components/public/marketing'
import { SearchBox } from '@/components/public/search-box'
import { useHashScroll } from '@/components/public/use-hash-scroll'
import { PUBLIC_PAGE } from '@/lib/page-handle'
import * as PUBLIC from '@/messages/public'
import { docs } from './docs-content'
import { filterDocs } from './docs-search'

// Icons live with the page, not the data module, so the content stays plain data.
const icons: Record<string, LucideIcon> = {
  'getting-started': Rocket,
  'managing-events': CalendarDays,
  'managing-items': ShoppingBasket,
  communication: MessagesSquare,
  'account-management': CircleUserRound,
}

export const handle = PUBLIC_PAGE

export default function Component() {
  useHashScroll()
  const [query, setQuery] = useState('')
  // Typing stays responsive; the filtering catches up a frame later if it must.
  const deferred = useDeferredValue(query)
  const shown = useMemo(() => filterDocs(docs, deferred), [deferred])

  return (
    <main className="px-4 pb-20 pt-10 sm:px-6 sm:pt-14">
      <div className="mx-auto max-w-6xl">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-400">
            {PUBLIC.docs}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-app sm:text-4xl">{PUBLIC.documentation}</h1>
          <p className="mt-3 text-muted sm:text-lg">{PUBLIC.howOpentabWorksFrom}</p>
        </header>
        <SearchBox label={PUBLIC.searchDocumentation} value={query} onChange={setQuery} className="mt-8 max-w-2xl" />

        <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
          <div>
            <DocsNav sections={shown} />
          </div>
          <div className="min-w-0 space-y-14">
            <p aria-live="polite" className="sr-only">
              {deferred.trim() ? `${shown.length} matching sections` : ''}
            </p>
            {shown.length === 0 && (
              <div className="rounded-2xl border border-dashed border-app p-10 text-center">
                <p className="text-lg font-medium text-app">{PUBLIC.noResults}</p>
                <p className="mt-1 text-sm text-muted">
                  {PUBLIC.nothingInTheDocumentation(query.trim())}{' '}
                  <Link to="/help" className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-400">
                    {PUBLIC.helpCenter}
                  </Link>
                  .
                </p>
              </div>
            )}
            {shown.map((section) => (
              <section key={section.id} aria-labelledby={section.id} className="scroll-mt-20">
                <div className="flex items-start gap-4">
                  <IconBadge icon={icons[section.id] ?? Rocket} />
                  <div>
                    <h2 id={section.id} className="scroll-mt-20 text-2xl font-bold tracking-tight text-app">
                      {section.title}
                    </h2>
                    <p className="mt-1 text-muted">{section.description}</p>
                  </div>
                </div>
                <div className="mt-6 space-y-4">
                  {section.subsections.map((sub) => (
                    <article
                      key={sub.id}
                      aria-labelledby={sub.id}
                      className="rounded-2xl border border-app bg-surface p-5 shadow-sm sm:p-6"
                    >
                      <h3 id={sub.id} className="scroll-mt-20 text-lg font-semibold text-app">
                        {sub.title}
                      </h3>
                      <p className="mt-0.5 text-sm text-muted">{sub.description}</p>
                      <div className="mt-4">
                        <DocBlocks blocks={sub.content} />
                      </div>
                    </article>
                  ))}
                </div>
              </section>
            ))}
          </div>
        </div>
      </div>
    </main>
  )
}
