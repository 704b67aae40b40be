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
import { ownerLabel, peopleOf } from './people'
import { bigButtonClass, sheetClass } from './sheet'
import {
  equalSplit,
  initialSplit,
  previewSplit,
  type SplitForm,
  sanitizePercentInput,
  splitRequest,
  totalMilliPct,
  weightedCheck,
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

const MODES = ['equal', 'shares', 'amounts', 'percent'] as const

/**
 * The owner's row plus everyone added, split the way the person chooses (decision 046): equally (equal
 * cents), by shares (2 : 1), by amounts, or by percent. In percent mode, while nobody has typed a percent,
 * adding or removing a person re-splits evenly; once a box is edited, we leave the numbers alone.
 * Validation is the domain's (validateSplit / validateWeightedSplit), the same check the worker runs.
 */
function SplitItemForm({ snapshot, item, onDone }: { snapshot: EventSnapshot; item: ItemDto; onDone: () => void }) {
  const money = useMoney()
  const { run, pending } = useEventAction(snapshot.event.id)
  const ownerKey = ownerKeyOf(item)
  const ownerName = ownerLabel(snapshot, item) ?? ITEMS.unassigned
  const [form, setForm] = useState<SplitForm>(() => initialSplit(item, money))
  const [auto, setAuto] = useState(item.shares.length === 0)
  const [submitted, setSubmitted] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const mode = form.mode ?? 'percent'

  const people = peopleOf(snapshot)
  const nameOf = (key: string) => people.find((p) => p.key === key)?.name ?? ITEMS.unknown
  const available = people.filter((p) => p.key !== ownerKey && !form.rows.some((r) => r.key === p.key))
  const hasOwner = ownerKey !== null
  const percentCheck = validateSplit({
    ownerPercent: form.ownerPercent,
    shares: form.rows.map((r) => ({ personKey: r.key, percent: r.percent })),
  })
  const weighted = weightedCheck(item, ownerKey, form, money)
  const check = weighted ?? percentCheck
  const preview = previewSplit(item, ownerKey, form, money)
  const total = totalMilliPct(form)
  // Complete means exactly 100%: 99.999% is one thousandth short, and says so.
  const totalOk = total === FULL_MILLI_PCT
  // When the boxes are readable but miss 100%, offer to give the difference to the owner in one tap.
  const ownerFix =
    total !== null && !totalOk ? FULL_MILLI_PCT - total + (parseShareToMilliPct(form.ownerPercent) ?? 0) : null

  const setRows = (rows: SplitForm['rows']) =>
    setForm(auto && mode === 'percent' ? { ...form, ...equalSplit(rows, hasOwner) } : { ...form, rows })
  const setPercent = (key: string | null, raw: string) => {
    setAuto(false)
    const percent = sanitizePercentInput(raw)
    if (key === null) setForm({ ...form, ownerPercent: percent })
    else setForm({ ...form, rows: form.rows.map((r) => (r.key === key ? { ...r, percent } : r)) })
  }
  const setBox = (key: string | null, field: 'shares' | 'amount', value: string) => {
    if (key === null) setForm({ ...form, ownerShares: value })
    else setForm({ ...form, rows: form.rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)) })
  }

  const save = async () => {
    setSubmitted(true)
    setServerError(null)
    if (!check.ok) return
    const json = splitRequest(form, money)
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
  const tooPrecise = mode === 'percent' && !percentCheck.ok && percentCheck.message === SPLIT_MESSAGES.tooPrecise
  const message = serverError ?? ((submitted || tooPrecise) && !check.ok ? check.message : null)

  /** The box a row shows in this mode: its value, name and unit. */
  const box = (key: string | null, name: string, row?: SplitForm['rows'][number]) => {
    if (mode === 'equal') return { noBox: true, percent: '', onPercent: () => {} }
    if (mode === 'shares')
      return {
        percent: (key === null ? form.ownerShares : row?.shares) ?? '1',
        label: ITEMS.sharesOf(name),
        suffix: null,
        onPercent: (raw: string) => setBox(key, 'shares', raw),
      }
    if (mode === 'amounts') {
      // The owner keeps what the others do not take: shown, not typed.
      if (key === null) return { noBox: true, percent: '', onPercent: () => {} }
      return {
        percent: row?.amount ?? '',
        label: ITEMS.amountOf(name),
        suffix: null,
        onPercent: (raw: string) => setBox(key, 'amount', raw),
      }
    }
    const percent = key === null ? form.ownerPercent : (row?.percent ?? '')
    return { percent, invalid: hasTooManyDecimals(percent), onPercent: (raw: string) => setPercent(key, raw) }
  }
  // By shares the owner has a count of their own, not "the rest"; equally, one equal part.
  const ownerNote =
    mode === 'shares' && hasOwner
      ? undefined
      : mode === 'equal' && hasOwner
        ? ITEMS.equalNote
        : ownerKey
          ? ITEMS.ownerKeepsTheRest
          : ITEMS.nobodyHasClaimed
  const showOwnerRow = hasOwner || mode === 'percent'

  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-muted">{ITEMS.splitBy}</legend>
        <div className="grid grid-cols-4 gap-1 rounded-xl border border-app bg-surface-2 p-1">
          {MODES.map((m) => (
            <label
              key={m}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center rounded-lg text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                mode === m ? 'bg-surface text-brand-700 shadow-sm dark:text-brand-400' : 'text-muted',
              )}
            >
              <input
                type="radio"
                name="split-mode"
                value={m}
                checked={mode === m}
                onChange={() => setForm({ ...form, mode: m })}
                className="sr-only"
              />
              {ITEMS.splitModeNames[m]}
            </label>
          ))}
        </div>
      </fieldset>
      <ul className="space-y-2">
        {showOwnerRow && (
          <SplitRowView name={ownerName} note={ownerNote} cents={preview.owner} {...box(null, ownerName)} />
        )}
        {form.rows.map((r) => (
          <SplitRowView
            key={r.key}
            name={nameOf(r.key)}
            cents={preview.rows.get(r.key) ?? null}
            onRemove={() => setRows(form.rows.filter((x) => x.key !== r.key))}
            {...box(r.key, nameOf(r.key), r)}
          />
        ))}
      </ul>

      <div className="flex flex-wrap items-center justify-between gap-2">
        {mode === 'percent' ? (
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
        ) : (
          <span />
        )}
        {mode !== 'equal' && (
          <Button
            variant="secondary"
            size="sm"
            className="h-10"
            onClick={() => {
              setForm({ ...form, mode: 'equal' })
              setAuto(true)
            }}
          >
            <Equal aria-hidden size={16} /> {ITEMS.splitEqually}
          </Button>
        )}
      </div>

      <AddParticipantChips
        people={available}
        onAdd={(p) => setRows([...form.rows, { key: p.key, percent: '0', shares: '1', amount: '' }])}
      />

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
