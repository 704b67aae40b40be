import type { ReactNode } from 'react'
import * as PUBLIC from '@/messages/public'
import { SupportEmailLink } from './support-email'
import { useHashScroll } from './use-hash-scroll'

export type LegalSection = { id: string; title: string; body: ReactNode }

// Policies are read top to bottom, so a single readable column with a short contents list.
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string
  updated: string
  intro: ReactNode
  sections: LegalSection[]
}) {
  useHashScroll()
  return (
    <main className="px-4 pb-20 pt-10 sm:px-6 sm:pt-14">
      <article className="mx-auto max-w-3xl">
        <header className="border-b border-app pb-8">
          <h1 className="text-3xl font-bold tracking-tight text-app sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-muted">{PUBLIC.lastUpdated(updated)}</p>
          <div className="mt-5 text-pretty leading-relaxed text-muted">{intro}</div>
          <nav aria-label={PUBLIC.contents} className="mt-6">
            <ol className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-400"
                  >
                    {i + 1}. {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </header>
        {sections.map((s, i) => (
          <section key={s.id} aria-labelledby={s.id} className="mt-10">
            <h2 id={s.id} className="scroll-mt-20 text-xl font-semibold text-app sm:text-2xl">
              {i + 1}. {s.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-muted [&_li]:mt-1.5 [&_strong]:text-app [&_ul]:list-disc [&_ul]:pl-5">
              {s.body}
            </div>
          </section>
        ))}
      </article>
    </main>
  )
}

/** The support address in a legal page's text. */
export function SupportEmail() {
  return <SupportEmailLink className="underline" />
}
