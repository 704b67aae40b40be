import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { readMinor } from '@/domain/currency'
import { tellPosition } from '@/domain/payers'
import type { SettlementsPage } from '@/domain/schemas/settlement'
import { errorMessage } from '@/lib/api'
import { useMoney } from '@/lib/money'
import { useSetPayers } from '@/lib/settlements'
import * as COMMON from '@/messages/common'
import * as SETTLEMENTS from '@/messages/settlements'
import { nameOf } from './tab-people'

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
  const recorded = payers.list
    .map((p) => SETTLEMENTS.payerAmount(nameOf(p.person), money.format(p.amountCents)))
    .join(', ')

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
      <h2 className="text-lg font-semibold text-app">{SETTLEMENTS.whoPaid}</h2>
      {page.isHost && (
        <>
          <p className="text-sm text-app" data-testid="payers-summary">
            {payers.recorded ? SETTLEMENTS.paidBy(recorded) : SETTLEMENTS.youPaidAll(money.format(total))}
          </p>
          {payers.problem && <Alert tone="error">{SETTLEMENTS.payersProblem(payers.problem)}</Alert>}
          {draft === null ? (
            <Button size="sm" variant="secondary" onClick={start}>
              {payers.recorded ? SETTLEMENTS.changeWhoPaid : SETTLEMENTS.othersPaidToo}
            </Button>
          ) : (
            <form
              className="space-y-3 rounded-lg border border-app p-3"
              onSubmit={(e) => {
                e.preventDefault()
                submit()
              }}
            >
              <p className="text-sm text-muted">{SETTLEMENTS.enterWhatEachPaid(money.format(total))}</p>
              <ul className="space-y-2">
                {payers.people.map((p) => (
                  <li key={p.id} className="flex items-center justify-between gap-3">
                    <label htmlFor={`paid-${p.id}`} className="min-w-0 truncate text-sm text-app">
                      {p.id === page.viewerId ? SETTLEMENTS.you : nameOf(p)}
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
                  ? SETTLEMENTS.enterAmountsLike
                  : left === 0
                    ? SETTLEMENTS.addsUpToBill(money.format(total))
                    : left > 0
                      ? SETTLEMENTS.addsUpShort(money.format(sum), money.format(left), money.format(total))
                      : SETTLEMENTS.addsUpOver(money.format(sum), money.format(-left), money.format(total))}
              </p>
              {save.isError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" size="sm" disabled={invalid || left !== 0 || save.isPending}>
                  {SETTLEMENTS.saveWhoPaid}
                </Button>
                {payers.recorded && (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    disabled={save.isPending}
                    onClick={() => save.mutate({ payers: [] }, { onSuccess: () => setDraft(null) })}
                  >
                    {SETTLEMENTS.iPaidItAll}
                  </Button>
                )}
                <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(null)}>
                  {COMMON.cancel}
                </Button>
              </div>
              {page.event.status === 'closed' && <p className="text-xs text-muted">{SETTLEMENTS.calculateAgain}</p>}
            </form>
          )}
        </>
      )}
      {!page.isHost && <p className="text-sm text-app">{SETTLEMENTS.paidBy(recorded)}</p>}
      {positions.length > 0 && (
        <ul aria-label={SETTLEMENTS.howTabsAddUp} className="space-y-2 text-sm">
          {positions.map((p) => (
            <li key={p.person.id} data-testid="position">
              {/* Written here from the figures, so its amounts read like every other amount on the page; the
                  host reads everyone else's line about them, by name, never as "you". */}
              <span className="text-muted">
                {tellPosition(p, money, p.person.id !== page.viewerId ? nameOf(p.person) : undefined)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
