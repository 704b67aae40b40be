import { useQuery } from '@tanstack/react-query'
import { Inbox, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import { ApiRequestError } from '@/lib/api'
import { client, unwrap } from '@/lib/client'
import { useDates } from '@/lib/dates'

/** /dev/mailbox: mail the app would have sent, newest first (development only). */
export default function Component() {
  useTitle('Dev mailbox')
  const [to, setTo] = useState('')
  const dates = useDates()
  const filter = to.trim().toLowerCase()
  const q = useQuery({
    queryKey: ['dev-mailbox', filter],
    queryFn: () => unwrap(client.api.dev.mailbox.$get({ query: { to: filter || undefined } })),
    refetchInterval: 5000,
    retry: false,
  })
  const off = q.error instanceof ApiRequestError && q.error.status === 404

  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-10">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Dev mailbox</h1>
          <p className="mt-1 text-sm text-muted">E-mail the app would have sent, newest first. Development only.</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => q.refetch()} aria-label="Refresh">
          <RefreshCw size={15} aria-hidden="true" className={q.isFetching ? 'animate-spin' : ''} />
        </Button>
      </div>
      <Field
        label="Recipient"
        type="search"
        className="mt-6"
        placeholder="Filter by e-mail address"
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
      <div className="mt-6 space-y-4">
        {q.isPending && <Spinner />}
        {off && (
          <Alert tone="info">The dev mailbox is off: it only exists when the API runs with APP_ENV=development.</Alert>
        )}
        {q.isError && !off && <Alert tone="error">{q.error.message}</Alert>}
        {q.data?.length === 0 && (
          <div className="rounded-2xl border border-dashed border-app p-10 text-center text-muted">
            <Inbox className="mx-auto mb-2 opacity-60" aria-hidden="true" />
            No mail{filter ? ` to ${filter}` : ''} yet.
          </div>
        )}
        {q.data?.map((m) => (
          <article
            key={`${m.created_at}-${m.to}-${m.subject}`}
            className="rounded-2xl border border-app bg-surface p-5"
          >
            <header className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
              <h2 className="font-semibold">{m.subject}</h2>
              <time dateTime={m.created_at} className="text-xs text-muted">
                {dates.format(m.created_at, 'dateTime')}
              </time>
            </header>
            <p className="mt-1 text-sm text-muted">To: {m.to}</p>
            <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm">{m.text}</pre>
            {m.links.length > 0 && (
              <ul className="mt-3 space-y-1">
                {m.links.map((link) => (
                  <li key={link}>
                    <a
                      href={link}
                      className="break-all text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-400"
                    >
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
    </main>
  )
}
