import { Send } from 'lucide-react'
import { actionMessage } from '@/components/items/use-event-action'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { fieldProps, setServerErrors, useZodForm } from '@/components/ui/form'
import { billForParty } from '@/domain/bill'
import { formatUSD } from '@/domain/money'
import { placeholderKey } from '@/domain/person-key'
import type { EventSnapshot, PlaceholderDto } from '@/domain/schemas/event-snapshot'
import { guestShareSchema } from '@/domain/schemas/guest-share'
import { useBill } from '@/lib/bill'
import { useGuestShares, useRevokeShare, useShareGuest } from '@/lib/guest-shares'
import { toast } from '@/lib/toast'

const SHARE_FAILED = 'Failed to share. Please try again.'

/** 'Placeholder items with sharing' (host): the guest's items and total, share by e-mail, live links. */
export function GuestShareDialog({
  snapshot,
  guest,
  onOpenChange,
}: {
  snapshot: EventSnapshot
  guest: PlaceholderDto | null
  onOpenChange: (open: boolean) => void
}) {
  const eventId = snapshot.event.id
  const bill = useBill(snapshot)
  const shares = useGuestShares(eventId, guest !== null)
  const share = useShareGuest(eventId)
  const revoke = useRevokeShare(eventId)
  const form = useZodForm(guestShareSchema, { email: '' })
  const party = guest && bill ? billForParty(bill, placeholderKey(guest.id)) : null
  const mine = (shares.data ?? []).filter((s) => s.placeholderId === guest?.id)

  const submit = form.handleSubmit(async ({ email }) => {
    if (!guest) return
    try {
      await share.mutateAsync({ placeholderId: guest.id, email })
      toast.success(`Shared with ${email}`)
      form.reset()
    } catch (err) {
      if (!setServerErrors(form, err))
        form.setError('root', { type: 'server', message: actionMessage(err, SHARE_FAILED) })
    }
  })

  return (
    <Dialog
      open={guest !== null}
      onOpenChange={(o) => {
        if (!o) form.reset()
        onOpenChange(o)
      }}
      title={`Share ${guest?.name ?? 'guest'}'s items`}
      description="They get an e-mail with a link to these items and their bill. No account needed; you can revoke the link at any time."
    >
      {party && (
        <div className="mb-4 rounded-xl border border-app">
          {party.lines.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted">No items yet.</p>
          ) : (
            <ul aria-label={`${guest?.name}'s items`} className="divide-y divide-[var(--border)] text-sm">
              {party.lines.map((l) => (
                <li key={String(l.itemId)} className="flex justify-between gap-3 px-3 py-2">
                  <span className="min-w-0 truncate">{l.name}</span>
                  <span className="shrink-0 tabular-nums">{formatUSD(l.amountCents)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="flex justify-between gap-3 border-t border-app px-3 py-2 text-sm font-semibold">
            <span>Total with tax and tip</span>
            <span className="tabular-nums">{formatUSD(party.totalCents)}</span>
          </p>
        </div>
      )}
      <form onSubmit={submit} noValidate className="space-y-3">
        <Field label="Email" type="email" autoComplete="off" {...fieldProps(form, 'email')} maxLength={254} />
        {form.formState.errors.root?.message && <Alert tone="error">{form.formState.errors.root.message}</Alert>}
        <Button type="submit" className="w-full sm:w-auto" disabled={share.isPending} loading={share.isPending}>
          <Send aria-hidden size={16} /> Share
        </Button>
      </form>
      {mine.length > 0 && (
        <section aria-label="Shared with" className="mt-5">
          <h3 className="mb-2 text-sm font-semibold">Shared with</h3>
          <ul className="divide-y divide-[var(--border)] rounded-xl border border-app">
            {mine.map((s) => (
              <li key={s.id} className="flex items-center gap-2 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 truncate">{s.email}</span>
                <span
                  className={
                    s.status === 'viewed'
                      ? 'shrink-0 rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs text-emerald-700 dark:text-emerald-300'
                      : 'shrink-0 rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted'
                  }
                >
                  {s.status === 'viewed' ? 'Viewed' : 'Pending'}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  className="shrink-0 text-red-500"
                  aria-label={`Revoke link for ${s.email}`}
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(s.id, {
                      onSuccess: () => toast.success(`Link for ${s.email} revoked`),
                      onError: (err) => toast.error(actionMessage(err, 'Failed to revoke the link')),
                    })
                  }
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Dialog>
  )
}
