import { Crown, GitMerge, Mail, Trash2, UserMinus } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/items/confirm-dialog'
import { useEventAction } from '@/components/items/use-event-action'
import { MessageButton } from '@/components/messages/message-button'
import { UNASSIGNED } from '@/domain/bill'
import { placeholderKey, userKey } from '@/domain/person-key'
import type { EventSnapshot, ParticipantDto, PlaceholderDto } from '@/domain/schemas/event-snapshot'
import { useBill } from '@/lib/bill'
import { client } from '@/lib/client'
import { useMoney } from '@/lib/money'
import * as GUESTS from '@/messages/guests'
import * as PARTICIPANTS from '@/messages/participants'
import { AddGuestForm } from './add-guest-form'
import { GuestShareDialog } from './guest-share-dialog'
import { MergeGuestDialog } from './merge-guest-dialog'
import { PersonLine } from './person-line'
import { RemoveParticipantDialog } from './remove-participant-dialog'

/** How each person came in (participant.joinedVia). */
const JOINED_VIA_LABEL: Record<ParticipantDto['joinedVia'], string> = {
  host: PARTICIPANTS.joinedViaHost,
  code: PARTICIPANTS.joinedViaCode,
  invite: PARTICIPANTS.joinedViaInvite,
  added: PARTICIPANTS.joinedViaAdded,
}

const guestAction = 'flex h-11 w-10 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-app'

/** Participants (People on phones): registered people, then guests, each with what they owe so far. */
export function ParticipantsPanel({ snapshot }: { snapshot: EventSnapshot }) {
  const money = useMoney()
  const { event, participants, placeholders, viewerId } = snapshot
  const bill = useBill(snapshot)
  const { run } = useEventAction(event.id)
  const [removing, setRemoving] = useState<PlaceholderDto | null>(null)
  const [removingPerson, setRemovingPerson] = useState<ParticipantDto | null>(null)
  const [sharing, setSharing] = useState<PlaceholderDto | null>(null)
  const [merging, setMerging] = useState<PlaceholderDto | null>(null)
  const isHost = viewerId === event.hostId
  const open = event.status === 'open'
  // Hidden when there is nobody to list and the viewer is not the host (the host needs it to add people).
  if (participants.length === 0 && placeholders.length === 0 && !isHost) return null

  const totalOf = (key: string) => bill?.parties.find((p) => p.key === key)?.totalCents ?? 0
  const unassigned = totalOf(UNASSIGNED)
  // The viewer first, then the host, then everyone else in the order they joined.
  const people = [...participants].sort(
    (a, b) => Number(b.userId === viewerId) - Number(a.userId === viewerId) || Number(b.isHost) - Number(a.isHost),
  )

  const removeGuest = async () => {
    if (!removing) return null
    let failed = false
    await run(
      (id) =>
        client.api.events[':id'].placeholders[':placeholderId'].$delete({
          param: { id, placeholderId: encodeURIComponent(removing.id) },
        }),
      {
        fallback: PARTICIPANTS.removeGuestFailed,
        onError: () => (failed = true),
        success: PARTICIPANTS.removed(removing.name),
      },
    )
    return failed ? PARTICIPANTS.removeGuestFailed : null
  }

  return (
    <div className="space-y-4">
      <section aria-labelledby="people-heading" className="rounded-2xl border border-app bg-surface">
        <div className="flex items-baseline justify-between border-b border-app px-4 py-3">
          <h2 id="people-heading" className="font-semibold">
            {PARTICIPANTS.participants}
          </h2>
          <span className="text-sm text-muted">{participants.length}</span>
        </div>
        <ul className="divide-y divide-[var(--border)]">
          {people.map((p) => (
            <PersonLine
              key={p.userId}
              name={p.userId === viewerId ? PARTICIPANTS.you(p.firstName || p.username) : p.firstName || p.username}
              // A guest account's handle is made up (decision 053): say what it is instead.
              sub={p.isGuest ? GUESTS.guestMark : `@${p.handle}`}
              note={p.isHost ? undefined : JOINED_VIA_LABEL[p.joinedVia]}
              totalCents={totalOf(userKey(p.userId))}
              action={
                <>
                  {p.userId !== viewerId && <MessageButton personId={p.userId} name={p.firstName || p.username} />}
                  {isHost && open && !p.isHost && (
                    <button
                      type="button"
                      onClick={() => setRemovingPerson(p)}
                      aria-label={PARTICIPANTS.removeName(p.firstName || p.username)}
                      className="flex h-11 w-11 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-red-500"
                    >
                      <UserMinus aria-hidden size={18} />
                    </button>
                  )}
                </>
              }
              badge={
                p.isHost && (
                  <span className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-medium text-amber-800 dark:text-amber-300">
                    <Crown aria-hidden size={12} /> {PARTICIPANTS.host}
                  </span>
                )
              }
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="guests-heading" className="rounded-2xl border border-app bg-surface">
        <div className="flex items-baseline justify-between border-b border-app px-4 py-3">
          <h2 id="guests-heading" className="font-semibold">
            {PARTICIPANTS.guests}
          </h2>
          <span className="text-sm text-muted">{placeholders.length}</span>
        </div>
        {placeholders.length === 0 ? (
          <p className="px-4 py-4 text-sm text-muted">{isHost ? PARTICIPANTS.addGuestsHint : PARTICIPANTS.noGuests}</p>
        ) : (
          <ul className="divide-y divide-[var(--border)]">
            {placeholders.map((g) => (
              <PersonLine
                key={g.id}
                name={g.name}
                sub={PARTICIPANTS.guest}
                totalCents={totalOf(placeholderKey(g.id))}
                action={
                  isHost && (
                    <span className="flex shrink-0">
                      {/* Guest shares (read-only links) stay available once the event is closed. */}
                      <button
                        type="button"
                        onClick={() => setSharing(g)}
                        aria-label={PARTICIPANTS.shareItems(g.name)}
                        title={PARTICIPANTS.shareByEmail}
                        className={guestAction}
                      >
                        <Mail aria-hidden size={18} />
                      </button>
                      {open && (
                        <button
                          type="button"
                          onClick={() => setMerging(g)}
                          aria-label={PARTICIPANTS.mergeNameInto(g.name)}
                          title={PARTICIPANTS.mergeIntoMenu}
                          className={guestAction}
                        >
                          <GitMerge aria-hidden size={18} />
                        </button>
                      )}
                      {open && (
                        <button
                          type="button"
                          onClick={() => setRemoving(g)}
                          aria-label={PARTICIPANTS.removeName(g.name)}
                          className={`${guestAction} hover:text-red-500`}
                        >
                          <Trash2 aria-hidden size={18} />
                        </button>
                      )}
                    </span>
                  )
                }
              />
            ))}
          </ul>
        )}
        {isHost && open && (
          <div className="border-t border-app p-4">
            <AddGuestForm eventId={event.id} />
          </div>
        )}
      </section>

      {unassigned > 0 && (
        <p className="flex items-center justify-between gap-3 rounded-xl border border-dashed border-app px-4 py-3 text-sm">
          <span className="text-muted">{PARTICIPANTS.unassigned}</span>
          <span className="shrink-0 whitespace-nowrap font-semibold tabular-nums">{money.format(unassigned)}</span>
        </p>
      )}

      <RemoveParticipantDialog eventId={event.id} person={removingPerson} onClose={() => setRemovingPerson(null)} />
      {isHost && (
        <>
          <GuestShareDialog snapshot={snapshot} guest={sharing} onOpenChange={(o) => !o && setSharing(null)} />
          <MergeGuestDialog snapshot={snapshot} guest={merging} onOpenChange={(o) => !o && setMerging(null)} />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={PARTICIPANTS.removeGuest}
        description={PARTICIPANTS.removeGuestQuestion(removing?.name)}
        confirmLabel={PARTICIPANTS.remove}
        onConfirm={removeGuest}
      />
    </div>
  )
}
