import {
  CalendarDays,
  CircleUserRound,
  type LucideIcon,
  Mail,
  MonitorSmartphone,
  Receipt,
  ShoppingBasket,
} from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { IconBadge } from '@/components/public/marketing'
import { SearchBox } from '@/components/public/search-box'
import { SupportEmailLink } from '@/components/public/support-email'
import { TicketPanel } from '@/components/public/ticket-form'
import { Accordion, AccordionItem } from '@/components/ui/accordion'
import { PUBLIC_PAGE } from '@/lib/page-handle'
import * as PUBLIC from '@/messages/public'
import { type HelpCategory, helpArticles, helpCategories } from './help-content'

const icons: Record<HelpCategory, LucideIcon> = {
  Account: CircleUserRound,
  Events: CalendarDays,
  Items: ShoppingBasket,
  Payments: Receipt,
  Technical: MonitorSmartphone,
}

// Every word must appear in the question or the answer (case-insensitive).
function search(query: string) {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return helpArticles
  return helpArticles.filter((a) => {
    const text = `${a.question} ${a.answer}`.toLowerCase()
    return words.every((w) => text.includes(w))
  })
}

export const handle = PUBLIC_PAGE

export default function Component() {
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState<string[]>([])
  const found = useMemo(() => search(query), [query])

  function onSearch(next: string) {
    setQuery(next)
    // While searching, open every hit so the answer is visible without another click.
    setOpen(next.trim() ? search(next).map((a) => a.id) : [])
  }

  return (
    <main className="px-4 pb-20 pt-10 sm:px-6 sm:pt-14">
      <div className="mx-auto max-w-4xl">
        <header className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-app sm:text-4xl">{PUBLIC.helpCenter}</h1>
          <p className="mx-auto mt-3 max-w-xl text-muted sm:text-lg">{PUBLIC.answersToCommonQuestions}</p>
        </header>
        <SearchBox label={PUBLIC.searchHelp} value={query} onChange={onSearch} className="mx-auto mt-8 max-w-2xl" />

        <section aria-labelledby="faq-title" className="mt-12">
          <h2 id="faq-title" className="text-xl font-bold text-app sm:text-2xl">
            {PUBLIC.frequentlyAskedQuestions}
          </h2>
          <p aria-live="polite" className="sr-only">
            {query.trim() ? `${found.length} matching questions` : ''}
          </p>
          {found.length === 0 ? (
            <div className="mt-6 rounded-2xl border border-dashed border-app p-10 text-center">
              <p className="text-lg font-medium text-app">{PUBLIC.noResults}</p>
              <p className="mt-1 text-sm text-muted">{PUBLIC.noQuestionMatches(query.trim())}</p>
            </div>
          ) : (
            <Accordion type="multiple" value={open} onValueChange={setOpen} className="mt-6 space-y-8">
              {helpCategories.map((category) => {
                const articles = found.filter((a) => a.category === category)
                if (articles.length === 0) return null
                return (
                  <div key={category}>
                    <h3 className="mb-3 flex items-center gap-3 text-lg font-semibold text-app">
                      <IconBadge icon={icons[category]} className="h-9 w-9 rounded-lg" />
                      {category}
                    </h3>
                    <div className="overflow-hidden rounded-2xl border border-app bg-surface shadow-sm">
                      {articles.map((a) => (
                        <AccordionItem key={a.id} value={a.id} title={a.question} headingLevel="h4">
                          {a.answer.split('\n\n').map((para) => (
                            <p key={para} className="mt-2 first:mt-0">
                              {para}
                            </p>
                          ))}
                        </AccordionItem>
                      ))}
                    </div>
                  </div>
                )
              })}
            </Accordion>
          )}
        </section>

        <div className="mt-16 grid gap-6 lg:grid-cols-[1fr_2fr]">
          <section
            aria-labelledby="contact-title"
            className="self-start rounded-2xl border border-app bg-surface p-5 shadow-sm sm:p-6"
          >
            <IconBadge icon={Mail} />
            <h2 id="contact-title" className="mt-4 text-xl font-bold text-app">
              {PUBLIC.contactUs}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-muted">{PUBLIC.preferEmailWriteTo}</p>
            <SupportEmailLink className="mt-4 inline-block break-all" />
            <p className="mt-6 border-t border-app pt-4 text-sm text-muted">
              {PUBLIC.lookingForStepBy}{' '}
              <Link
                to="/docs"
                className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-400"
              >
                {PUBLIC.documentation2}
              </Link>
              .
            </p>
          </section>
          <section
            aria-labelledby="ticket-title"
            className="rounded-2xl border border-app bg-surface p-5 shadow-sm sm:p-6"
          >
            <h2 id="ticket-title" className="text-xl font-bold text-app">
              {PUBLIC.submitATicket}
            </h2>
            <p className="mb-5 mt-2 text-sm text-muted">{PUBLIC.tellUsWhatWent}</p>
            <TicketPanel />
          </section>
        </div>
      </div>
    </main>
  )
}
