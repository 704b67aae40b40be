import { Copy, Send } from 'lucide-react'
import { useState } from 'react'
import { actionMessage } from '@/components/items/use-event-action'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { fieldProps, setServerErrors, useZodForm } from '@/components/ui/form'
import { billForParty } from '@/domain/bill'
import { placeholderKey } from '@/domain/person-key'
import type { EventSnapshot, PlaceholderDto } from '@/domain/schemas/event-snapshot'
import { guestShareSchema } from '@/domain/schemas/guest-share'
import { useBill } from '@/lib/bill'
import { useGuestLink, useGuestShares, useRevokeShare, useShareGuest } from '@/lib/guest-shares'
import { useMoney } from '@/lib/money'
import { toast } from '@/lib/toast'
import * as PARTICIPANTS from '@/messages/participants'

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
  const money = useMoney()
  const eventId = snapshot.event.id
  const bill = useBill(snapshot)
  const shares = useGuestShares(eventId, guest !== null)
  const share = useShareGuest(eventId)
  const revoke = useRevokeShare(eventId)
  const makeLink = useGuestLink(eventId)
  // The copied link's address, shown while the dialog is open: only its hash is kept, so it cannot be shown later.
  const [copied, setCopied] = useState<{ guestId: string; url: string } | null>(null)
  const copiedUrl = copied && copied.guestId === guest?.id ? copied.url : null
  const form = useZodForm(guestShareSchema, { email: '' })
  const party = guest && bill ? billForParty(bill, placeholderKey(guest.id)) : null
  const mine = (shares.data ?? []).filter((s) => s.placeholderId === guest?.id)

  const submit = form.handleSubmit(async ({ email }) => {
    if (!guest) return
    try {
      await share.mutateAsync({ placeholderId: guest.id, email })
      toast.success(PARTICIPANTS.sharedWithEmail(email))
      form.reset()
    } catch (err) {
      if (!setServerErrors(form, err))
        form.setError('root', { type: 'server', message: actionMessage(err, PARTICIPANTS.shareFailed) })
    }
  })

  const copyLink = async () => {
    if (!guest) return
    let url = copiedUrl
    if (!url) {
      try {
        url = (await makeLink.mutateAsync(guest.id)).url
      } catch (err) {
        toast.error(actionMessage(err, PARTICIPANTS.linkFailed))
        return
      }
      setCopied({ guestId: guest.id, url })
    }
    try {
      await navigator.clipboard.writeText(url)
      toast.success(PARTICIPANTS.linkCopied)
    } catch {
      // Some browsers refuse the clipboard: the address stays on screen to copy by hand.
      toast(PARTICIPANTS.copyLinkBelow)
    }
  }
  const hasCopiedLink = mine.some((s) => s.via === 'link')

  return (
    <Dialog
      open={guest !== null}
      onOpenChange={(o) => {
        if (!o) {
          form.reset()
          setCopied(null)
        }
        onOpenChange(o)
      }}
      title={PARTICIPANTS.shareItems(guest?.name)}
      description={PARTICIPANTS.shareDescription}
    >
      {party && (
        <div className="mb-4 rounded-xl border border-app">
          {party.lines.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted">{PARTICIPANTS.noItems}</p>
          ) : (
            <ul aria-label={PARTICIPANTS.itemsOf(guest?.name)} className="divide-y divide-[var(--border)] text-sm">
              {party.lines.map((l) => (
                <li key={String(l.itemId)} className="flex justify-between gap-3 px-3 py-2">
                  <span className="min-w-0 truncate">{l.name}</span>
                  <span className="shrink-0 tabular-nums">{money.format(l.amountCents)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="flex justify-between gap-3 border-t border-app px-3 py-2 text-sm font-semibold">
            <span>{PARTICIPANTS.totalWithTaxAndTip}</span>
            <span className="tabular-nums">{money.format(party.totalCents)}</span>
          </p>
        </div>
      )}
      <form onSubmit={submit} noValidate className="space-y-3">
        <Field
          label={PARTICIPANTS.email}
          type="email"
          autoComplete="off"
          {...fieldProps(form, 'email')}
          maxLength={254}
        />
        {form.formState.errors.root?.message && <Alert tone="error">{form.formState.errors.root.message}</Alert>}
        <Button type="submit" className="w-full sm:w-auto" disabled={share.isPending} loading={share.isPending}>
          <Send aria-hidden size={16} /> {PARTICIPANTS.share}
        </Button>
      </form>
      <div className="mt-4 space-y-2 border-t border-app pt-4">
        <Button
          type="button"
          variant="secondary"
          className="w-full sm:w-auto"
          onClick={copyLink}
          disabled={makeLink.isPending}
          loading={makeLink.isPending}
        >
          <Copy aria-hidden size={16} /> {PARTICIPANTS.copyLink}
        </Button>
        {copiedUrl ? (
          <input
            readOnly
            aria-label={PARTICIPANTS.linkToShare}
            value={copiedUrl}
            onFocus={(e) => e.currentTarget.select()}
            className="block h-10 w-full rounded-lg border border-app bg-surface-2 px-3 text-sm text-app"
          />
        ) : (
          hasCopiedLink && <p className="text-xs text-muted">{PARTICIPANTS.copiedLinkGone}</p>
        )}
      </div>
      {mine.length > 0 && (
        <section aria-label={PARTICIPANTS.sharedWith} className="mt-5">
          <h3 className="mb-2 text-sm font-semibold">{PARTICIPANTS.sharedWith}</h3>
          <ul className="divide-y divide-[var(--border)] rounded-xl border border-app">
            {mine.map((s) => (
              <li key={s.id} className="flex items-center gap-2 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 truncate">{s.via === 'link' ? PARTICIPANTS.copiedLink : s.email}</span>
                <span
                  className={
                    s.status === 'viewed'
                      ? 'shrink-0 rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs text-emerald-700 dark:text-emerald-300'
                      : 'shrink-0 rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted'
                  }
                >
                  {s.status === 'viewed' ? PARTICIPANTS.viewed : PARTICIPANTS.pending}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  className="shrink-0 text-red-500"
                  aria-label={PARTICIPANTS.revokeLinkFor(s.via === 'link' ? PARTICIPANTS.theCopiedLink : s.email)}
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(s.id, {
                      onSuccess: () => {
                        toast.success(
                          s.via === 'link' ? PARTICIPANTS.copiedLinkRevoked : PARTICIPANTS.linkRevoked(s.email),
                        )
                        if (s.via === 'link') setCopied(null)
                      },
                      onError: (err) => toast.error(actionMessage(err, PARTICIPANTS.revokeFailed)),
                    })
                  }
                >
                  {PARTICIPANTS.revoke}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Dialog>
  )
}
