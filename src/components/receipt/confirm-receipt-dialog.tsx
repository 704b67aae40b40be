import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AlertTriangle } from 'lucide-react'
import { useState } from 'react'
import { sheetClass } from '@/components/items/sheet'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { DialogFooter } from '@/components/ui/dialog-footer'
import { CheckboxField } from '@/components/ui/field'
import { useZodForm } from '@/components/ui/form'
import type { ParsedReceipt } from '@/domain/receipt/schema'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import type { ApplyReceiptInput } from '@/domain/schemas/receipt'
import { confirmReceiptFormSchema } from '@/domain/schemas/receipt-form'
import { ApiRequestError } from '@/lib/api'
import { client, unwrap } from '@/lib/client'
import { useDates } from '@/lib/dates'
import { putSnapshot } from '@/lib/events'
import { useMoney, useMoneyGetter } from '@/lib/money'
import * as COMMON from '@/messages/common'
import * as RECEIPTS from '@/messages/receipts'
import {
  type CurrentTaxTip,
  type Draft,
  type DraftErrors,
  draftFrom,
  type Include,
  type Money,
  taxTipLines,
  totalsSummary,
  unsure,
} from './confirm-receipt-model'
import { receiptReplaced } from './receipt-file'
import { ReceiptItemsEditor } from './receipt-items-editor'
import { ReceiptTotalsEditor } from './receipt-totals-editor'

/** Apply's failure: the product's fixed words, then the server's reason when it refused (a limit names itself). */
function applyFailure(err: unknown): string {
  if (err instanceof ApiRequestError && err.status < 500 && err.message) return RECEIPTS.applyFailedWith(err.message)
  return RECEIPTS.applyFailed
}

/** The receipt's and the event's currencies by name in the viewer's language: "Euro (EUR)". */
function currencyMismatch(receiptCurrency: string, eventCurrency: string, locale: string): string {
  const names = new Intl.DisplayNames([locale], { type: 'currency' })
  const name = (code: string) => `${names.of(code) ?? code} (${code})`
  return RECEIPTS.currencyMismatch(name(receiptCurrency), name(eventCurrency), eventCurrency)
}

/**
 * 'Confirm Receipt Details': choose what to apply, fix what was misread, then Apply. The event's
 * current tax and tip sit next to the receipt's, and only the ones ticked are replaced. A new photo
 * (pendingPhoto) replaces the stored receipt only on Apply; Cancel keeps the old one.
 */
export function ConfirmReceiptDialog({
  eventId,
  receipt,
  current,
  pendingPhoto,
  onClose,
  onApplied,
}: {
  eventId: string
  receipt: ParsedReceipt
  current: CurrentTaxTip
  pendingPhoto?: string
  onClose: () => void
  onApplied: (snapshot: EventSnapshot) => void
}) {
  const qc = useQueryClient()
  // The draft is the form's values; the schema reads it into the apply body (what Apply sends).
  const money = useMoney()
  const dates = useDates()
  const getMoney = useMoneyGetter()
  const [initial] = useState(() => draftFrom(receipt, current, money))
  const form = useZodForm(confirmReceiptFormSchema(receipt, pendingPhoto, getMoney), initial)
  // Filled by readers that are sure of the currency (a symbol or code on the receipt); absent otherwise.
  const receiptCurrency = receipt.currency?.toUpperCase()
  const draft = form.watch()
  const errors = errorsOf(form.formState.errors, draft)
  // An edit clears the errors of what it changed (the items or the amounts).
  const update = (next: Partial<Draft>) => {
    setFailure(null)
    for (const [k, v] of Object.entries(next) as [keyof Draft, Draft[keyof Draft]][]) {
      form.setValue(k, v)
      form.clearErrors(k)
    }
  }
  // Stays until the next edit or attempt: a limit's wording is what the host must act on, not a blip.
  const [failure, setFailure] = useState<string | null>(null)
  const apply = useMutation({
    mutationFn: (input: ApplyReceiptInput) =>
      unwrap(client.api.events[':id'].receipt.apply.$post({ param: { id: encodeURIComponent(eventId) }, json: input })),
    onSuccess: (snapshot) => {
      if (pendingPhoto) receiptReplaced(snapshot)
      putSnapshot(qc, eventId, snapshot)
      onApplied(snapshot)
    },
    onMutate: () => setFailure(null),
    onError: (err) => setFailure(applyFailure(err)),
  })

  const include = (k: keyof Include, on: boolean) => {
    update({ include: { ...draft.include, [k]: on } })
    form.clearErrors()
  }
  const submit = form.handleSubmit((body) => apply.mutate(body))
  const location = [receipt.location_name, receipt.street, receipt.city, [receipt.state, receipt.zip].join(' ')]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ')
  const lines = taxTipLines(draft, current, money)
  const date = receipt.date_time ? new Date(receipt.date_time) : null
  const dateText = date && !Number.isNaN(date.getTime()) ? dates.format(date, 'dateTime') : null
  // Offered unticked, and said so, when the reader could not read it cleanly.
  const doubt = unsure(receipt)
  const shown = (text: string | null, isUnsure: boolean) =>
    text ? (isUnsure ? RECEIPTS.unsure(text) : text) : RECEIPTS.notFound

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !apply.isPending && onClose()}
      title={RECEIPTS.confirmTitle}
      description={RECEIPTS.confirmHint}
      className={`sm:max-w-2xl ${sheetClass}`}
      // Apply leaves the page for the event's items while the dialog closes; the history step Back would
      // take out (use-back-closes) raced that navigation on phones and undid it, so this dialog keeps none.
      backCloses={false}
    >
      <div className="space-y-5">
        {receiptCurrency && receiptCurrency !== money.currency && (
          <Alert tone="warning">{currencyMismatch(receiptCurrency, money.currency, money.locale)}</Alert>
        )}
        <fieldset className="grid grid-cols-2 gap-2 sm:gap-3">
          <legend className="sr-only">{RECEIPTS.whatToApply}</legend>
          <Choice detail={shown(location, doubt.location)}>
            <CheckboxField
              label={RECEIPTS.locationInfo}
              checked={draft.include.location}
              disabled={!location}
              onChange={(e) => include('location', e.target.checked)}
            />
          </Choice>
          <Choice detail={shown(dateText, doubt.dateTime)}>
            <CheckboxField
              label={RECEIPTS.dateTime}
              checked={draft.include.dateTime}
              disabled={!dateText}
              onChange={(e) => include('dateTime', e.target.checked)}
            />
          </Choice>
          <Choice detail={draft.include.totals ? totalsSummary(lines) : RECEIPTS.taxTipStay}>
            <CheckboxField
              label={RECEIPTS.totals}
              checked={draft.include.totals}
              onChange={(e) => include('totals', e.target.checked)}
            />
          </Choice>
          <Choice detail={RECEIPTS.itemsToAdd(draft.items.length)}>
            <CheckboxField
              label={RECEIPTS.lineItems}
              checked={draft.include.items}
              onChange={(e) => include('items', e.target.checked)}
            />
          </Choice>
        </fieldset>

        <div className="space-y-2">
          <CheckboxField
            label={RECEIPTS.replaceExisting}
            checked={draft.replaceExisting}
            disabled={!draft.include.items}
            onChange={(e) => update({ replaceExisting: e.target.checked })}
          />
          {draft.replaceExisting && draft.include.items && (
            <p className="flex items-start gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-700 dark:text-amber-300">
              <AlertTriangle size={16} aria-hidden className="mt-0.5 shrink-0" />
              {RECEIPTS.replaceWarning}
            </p>
          )}
        </div>

        <section aria-labelledby="receipt-items-h" className="space-y-2">
          <h3 id="receipt-items-h" className="font-semibold">
            {RECEIPTS.lineItems}
          </h3>
          <ReceiptItemsEditor
            items={draft.items}
            errors={errors.items}
            disabled={!draft.include.items}
            onChange={(items) => update({ items })}
          />
        </section>

        <section aria-labelledby="receipt-totals-h" className="space-y-2">
          <h3 id="receipt-totals-h" className="font-semibold">
            {RECEIPTS.totals}
          </h3>
          <ReceiptTotalsEditor
            draft={draft}
            lines={lines}
            errors={errors.money}
            onChange={(money) => update({ money })}
            onUse={(k, on) => include(k, on)}
          />
        </section>

        {pendingPhoto && <p className="text-sm text-muted">{RECEIPTS.newPhotoNote}</p>}

        {/* The error sits in the sticky footer, by the Apply just tapped, however far the list scrolled. */}
        <DialogFooter error={errors.other ?? failure}>
          {/* No flex-1: in the phone's column footer its zero basis overrode the height (Apply was 24 px). */}
          <Button variant="secondary" className="h-11 sm:min-w-28" onClick={onClose} disabled={apply.isPending}>
            {COMMON.cancel}
          </Button>
          <Button className="h-11 sm:min-w-28" onClick={submit} disabled={apply.isPending} loading={apply.isPending}>
            {apply.isPending ? RECEIPTS.applying : RECEIPTS.apply}
          </Button>
        </DialogFooter>
      </div>
    </Dialog>
  )
}

function Choice({ detail, children }: { detail: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-app p-3">
      {children}
      <p className="mt-1 line-clamp-2 pl-7 text-xs text-muted">{detail}</p>
    </div>
  )
}

const MONEY: Money[] = ['subtotal', 'tax', 'tip', 'total']

/** react-hook-form's errors for the draft, shaped for the editors (item errors by line key). */
function errorsOf(errors: Record<string, unknown>, draft: Draft): DraftErrors {
  const message = (e: unknown): string | undefined => {
    if (!e || typeof e !== 'object') return undefined
    const m = (e as { message?: unknown }).message
    if (typeof m === 'string') return m
    for (const [key, v] of Object.entries(e)) {
      if (key === 'ref') continue // a DOM element, not an error
      const found = message(v)
      if (found) return found
    }
    return undefined
  }
  const at = (e: unknown, k: string | number) =>
    e && typeof e === 'object' ? (e as Record<string, unknown>)[k] : undefined
  const out: DraftErrors = { items: {}, money: {}, other: message(errors.receipt) }
  draft.items.forEach((item, n) => {
    const m = message(at(errors.items, n))
    if (m) out.items[item.key] = m
  })
  for (const k of MONEY) {
    const m = message(at(errors.money, k))
    if (m) out.money[k] = m
  }
  return out
}
