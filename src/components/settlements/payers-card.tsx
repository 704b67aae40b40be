import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { readMinor } from '@/domain/currency'
import type { SettlementsPage } from '@/domain/schemas/settlement'
import { errorMessage } from '@/lib/api'
import { useMoney } from '@/lib/money'
import { useSetPayers } from '@/lib/settlements'
import { nameOf } from './settlement-row'

type Draft = Record<string, string>

/**
 * Who paid the restaurant, and what that means for each person. The host paid it all unless the
 * host records others (two cards on one check, "I paid for the drinks"); the amounts must add up to
 * the bill before they can be saved. Everyone sees their own figures in words.
 */
export function PayersCard({ page }: { page: SettlementsPage }) {
  const money = useMoney()
  const { payers, positions } = page
  const save = useSetPayers(page.event.id)
  const [draft, setDraft] = useState<Draft | null>(null)
  const total = page.preview.totalCents
  const recorded = payers.list.map((p) => `${nameOf(p.person)} ${money.format(p.amountCents)}`).join(', ')

  const start = () =>
    setDraft(
      Object.fromEntries(
        payers.people.map((p) => {
          const paid = payers.list.find((x) => x.person.id === p.id)
          return [p.id, paid ? money.input(paid.amountCents) : '']
        }),
      ),
    )
  const entries = draft
    ? Object.entries(draft).map(([userId, text]) => ({ userId, text, cents: readMinor(money, text || '0') }))
    : []
  const invalid = entries.some((e) => e.cents === null || e.cents < 0)
  const sum = entries.reduce((s, e) => s + (e.cents ?? 0), 0)
  const left = total - sum
  const submit = () => {
    if (invalid || left !== 0) return
    const list = entries
      .filter((e) => (e.cents ?? 0) > 0)
      .map((e) => ({ userId: e.userId, amountCents: e.cents as number }))
    save.mutate({ payers: list }, { onSuccess: () => setDraft(null) })
  }

  return (
    <Card className="space-y-3 print:hidden">
      <h2 className="text-lg font-semibold text-app">Who paid</h2>
      {page.isHost && (
        <>
          <p className="text-sm text-app" data-testid="payers-summary">
            {payers.recorded ? `Paid by ${recorded}.` : `You paid the whole bill (${money.format(total)}).`}
          </p>
          {payers.problem && (
            <Alert tone="error">
              {payers.problem} Update who paid, then calculate again. Until then the tabs assume you paid it all.
            </Alert>
          )}
          {draft === null ? (
            <Button size="sm" variant="secondary" onClick={start}>
              {payers.recorded ? 'Change who paid' : 'Others paid too'}
            </Button>
          ) : (
            <form
              className="space-y-3 rounded-lg border border-app p-3"
              onSubmit={(e) => {
                e.preventDefault()
                submit()
              }}
            >
              <p className="text-sm text-muted">
                Enter what each person paid the restaurant. The amounts must add up to the bill, {money.format(total)}.
              </p>
              <ul className="space-y-2">
                {payers.people.map((p) => (
                  <li key={p.id} className="flex items-center justify-between gap-3">
                    <label htmlFor={`paid-${p.id}`} className="min-w-0 truncate text-sm text-app">
                      {p.id === page.viewerId ? 'You' : nameOf(p)}
                    </label>
                    <input
                      id={`paid-${p.id}`}
                      inputMode="decimal"
                      placeholder="0.00"
                      value={draft[p.id] ?? ''}
                      onChange={(e) => setDraft({ ...draft, [p.id]: e.target.value })}
                      className="h-10 w-32 shrink-0 rounded-lg border border-app bg-surface-2 px-3 text-right tabular-nums text-app"
                    />
                  </li>
                ))}
              </ul>
              <p
                role="status"
                className={left === 0 && !invalid ? 'text-sm text-muted' : 'text-sm text-red-600 dark:text-red-400'}
              >
                {invalid
                  ? 'Enter amounts like 20.00'
                  : left === 0
                    ? `Adds up to the bill, ${money.format(total)}.`
                    : left > 0
                      ? `Adds up to ${money.format(sum)}: ${money.format(left)} of the ${money.format(total)} bill is not paid by anyone yet.`
                      : `Adds up to ${money.format(sum)}: ${money.format(-left)} more than the ${money.format(total)} bill.`}
              </p>
              {save.isError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" size="sm" disabled={invalid || left !== 0 || save.isPending}>
                  Save who paid
                </Button>
                {payers.recorded && (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    disabled={save.isPending}
                    onClick={() => save.mutate({ payers: [] }, { onSuccess: () => setDraft(null) })}
                  >
                    I paid it all
                  </Button>
                )}
                <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(null)}>
                  Cancel
                </Button>
              </div>
              {page.event.status === 'closed' && (
                <p className="text-xs text-muted">Calculate Settlements again to send the new tabs.</p>
              )}
            </form>
          )}
        </>
      )}
      {!page.isHost && <p className="text-sm text-app">Paid by {recorded}.</p>}
      {positions.length > 0 && (
        <ul aria-label="How the tabs add up" className="space-y-2 text-sm">
          {positions.map((p) => (
            <li key={p.person.id} data-testid="position">
              {page.isHost && p.person.id !== page.viewerId && (
                <span className="font-medium text-app">{nameOf(p.person)}: </span>
              )}
              <span className="text-muted">{p.explanation}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
