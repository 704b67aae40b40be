import { Equal } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { DialogFooter } from '@/components/ui/dialog-footer'
import { FULL_MILLI_PCT, hasTooManyDecimals, milliPctToPercentString, parseShareToMilliPct } from '@/domain/percent'
import { ownerKeyOf } from '@/domain/person-key'
import type { EventSnapshot, ItemDto } from '@/domain/schemas/event-snapshot'
import { SPLIT_MESSAGES, validateSplit } from '@/domain/split'
import { client } from '@/lib/client'
import { cn } from '@/lib/cn'
import { useMoney } from '@/lib/money'
import * as COMMON from '@/messages/common'
import * as ITEMS from '@/messages/items-more'
import { ownerLabel, peopleOf, refOfKey } from './people'
import { bigButtonClass, sheetClass } from './sheet'
import {
  equalSplit,
  initialSplit,
  previewSplit,
  type SplitForm,
  sanitizePercentInput,
  totalMilliPct,
} from './split-model'
import { AddParticipantChips, SplitRowView } from './split-rows'
import { useEventAction } from './use-event-action'

type Props = { snapshot: EventSnapshot; item: ItemDto; open: boolean; onOpenChange: (open: boolean) => void }

export function SplitItemDialog({ snapshot, item, open, onOpenChange }: Props) {
  const money = useMoney()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={ITEMS.splitItem}
      description={`${item.name} · ${money.format(item.priceCents)}`}
      className={sheetClass}
    >
      <SplitItemForm snapshot={snapshot} item={item} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

/**
 * The owner's row plus everyone added. While nobody has typed a percent, adding or removing a person
 * re-splits equally (what people want nine times out of ten); once a box is edited, we leave the
 * numbers alone. Validation is the domain's validateSplit, the same check the worker runs.
 */
function SplitItemForm({ snapshot, item, onDone }: { snapshot: EventSnapshot; item: ItemDto; onDone: () => void }) {
  const { run, pending } = useEventAction(snapshot.event.id)
  const ownerKey = ownerKeyOf(item)
  const ownerName = ownerLabel(snapshot, item) ?? ITEMS.unassigned
  const [form, setForm] = useState<SplitForm>(() => initialSplit(item))
  const [auto, setAuto] = useState(item.shares.length === 0)
  const [submitted, setSubmitted] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)

  const people = peopleOf(snapshot)
  const nameOf = (key: string) => people.find((p) => p.key === key)?.name ?? ITEMS.unknown
  const available = people.filter((p) => p.key !== ownerKey && !form.rows.some((r) => r.key === p.key))
  const hasOwner = ownerKey !== null
  const check = validateSplit({
    ownerPercent: form.ownerPercent,
    shares: form.rows.map((r) => ({ personKey: r.key, percent: r.percent })),
  })
  const preview = previewSplit(item, ownerKey, form)
  const total = totalMilliPct(form)
  // Complete means exactly 100%: 99.999% is one thousandth short, and says so.
  const totalOk = total === FULL_MILLI_PCT
  // When the boxes are readable but miss 100%, offer to give the difference to the owner in one tap.
  const ownerFix =
    total !== null && !totalOk ? FULL_MILLI_PCT - total + (parseShareToMilliPct(form.ownerPercent) ?? 0) : null

  const setRows = (rows: SplitForm['rows']) => setForm(auto ? equalSplit(rows, hasOwner) : { ...form, rows })
  const setPercent = (key: string | null, raw: string) => {
    setAuto(false)
    const percent = sanitizePercentInput(raw)
    if (key === null) setForm({ ...form, ownerPercent: percent })
    else setForm({ ...form, rows: form.rows.map((r) => (r.key === key ? { ...r, percent } : r)) })
  }

  const save = async () => {
    setSubmitted(true)
    setServerError(null)
    if (!check.ok) return
    const json = {
      ownerPercent: form.ownerPercent,
      shares: form.rows.map((r) => ({ person: refOfKey(r.key), percent: r.percent })),
    }
    const ok = await run(
      (id) =>
        client.api.events[':id'].items[':itemId'].shares.$put({
          param: { id, itemId: encodeURIComponent(item.id) },
          json,
        }),
      { fallback: ITEMS.failedToSaveShares, onError: setServerError, success: ITEMS.sharesSaved },
    )
    if (ok) onDone()
  }

  // A fourth decimal is pointed out as it is typed; the other problems wait for Save, so a half-typed split is not scolded.
  const tooPrecise = !check.ok && check.message === SPLIT_MESSAGES.tooPrecise
  const message = serverError ?? ((submitted || tooPrecise) && !check.ok ? check.message : null)

  return (
    <div className="space-y-4">
      <ul className="space-y-2">
        <SplitRowView
          name={ownerName}
          note={ownerKey ? ITEMS.ownerKeepsTheRest : ITEMS.nobodyHasClaimed}
          percent={form.ownerPercent}
          invalid={hasTooManyDecimals(form.ownerPercent)}
          cents={preview.owner}
          onPercent={(raw) => setPercent(null, raw)}
        />
        {form.rows.map((r) => (
          <SplitRowView
            key={r.key}
            name={nameOf(r.key)}
            percent={r.percent}
            invalid={hasTooManyDecimals(r.percent)}
            cents={preview.rows.get(r.key) ?? null}
            onPercent={(raw) => setPercent(r.key, raw)}
            onRemove={() => setRows(form.rows.filter((x) => x.key !== r.key))}
          />
        ))}
      </ul>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          aria-live="polite"
          className={cn(
            'text-sm font-medium tabular-nums',
            totalOk ? 'text-brand-700 dark:text-brand-400' : 'text-amber-600 dark:text-amber-400',
          )}
        >
          {ITEMS.total(total === null ? '-' : `${milliPctToPercentString(total)}%`)}
          {ownerFix !== null && ownerFix >= 0 && ownerFix <= FULL_MILLI_PCT && (
            <button
              type="button"
              className="ml-2 underline underline-offset-2"
              onClick={() => setPercent(null, milliPctToPercentString(ownerFix))}
            >
              {ITEMS.give(ownerName, milliPctToPercentString(ownerFix))}
            </button>
          )}
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="h-10"
          onClick={() => {
            setForm(equalSplit(form.rows, hasOwner))
            setAuto(true)
          }}
        >
          <Equal aria-hidden size={16} /> {ITEMS.splitEqually}
        </Button>
      </div>

      <AddParticipantChips people={available} onAdd={(p) => setRows([...form.rows, { key: p.key, percent: '0' }])} />

      <DialogFooter error={message}>
        <Button variant="secondary" className={bigButtonClass} onClick={onDone}>
          {COMMON.cancel}
        </Button>
        <Button className={bigButtonClass} onClick={save} disabled={pending} loading={pending}>
          {pending ? COMMON.saving : ITEMS.saveShares}
        </Button>
      </DialogFooter>
    </div>
  )
}
