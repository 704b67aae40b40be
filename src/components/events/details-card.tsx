import { Calendar, Flag, MapPin, Pencil, Percent, Trash2 } from 'lucide-react'
import { startTransition, useState } from 'react'
import { Link } from 'react-router'
import { InviteButton } from '@/components/invite/invite-button'
import { QrButton } from '@/components/invite/qr-button'
import { ReceiptThumbnail } from '@/components/receipt/receipt-thumbnail'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { lazyDialog, lazyPart } from '@/components/ui/lazy-part'
import { milliPctToPercentString } from '@/domain/percent'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { useDates } from '@/lib/dates'
import * as EVENTS from '@/messages/events-more'
import { JoinCodeChip } from './join-code-chip'
import { StatusBadge } from './status-badge'

// The editor (react-hook-form, zod) and the delete dialog load when asked for (decision 026). Edit is a
// transition, so the card stays until the editor's code is here; a hover or focus on Edit starts early.
const EditEventForm = lazyPart(() => import('@/components/events/edit-event-form').then((m) => m.EditEventForm))
const DeleteEventDialog = lazyDialog(() => import('./delete-event-dialog').then((m) => m.DeleteEventDialog))

/** Event details: title, description, location, status, tax and tip, created date; the host edits inline. */
export function DetailsCard({ snapshot }: { snapshot: EventSnapshot }) {
  const { event } = snapshot
  const isHost = event.hostId === snapshot.viewerId
  const dates = useDates()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const openDisputes = snapshot.pendingDisputes.length

  // The same editor as /events/{id}/edit, inline (docs/product.md#37-event-editor).
  if (editing)
    return (
      <section aria-label={EVENTS.editEventDetails}>
        <EditEventForm key={event.id} snapshot={snapshot} onClose={() => setEditing(false)} />
      </section>
    )

  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="wrap-anywhere text-2xl font-bold">{event.title}</h1>
            <StatusBadge status={event.status} />
          </div>
          <p className="whitespace-pre-line text-muted">{event.description || EVENTS.noDescription}</p>
        </div>
        {isHost && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => startTransition(() => setEditing(true))}
              onPointerEnter={EditEventForm.preload}
              onFocus={EditEventForm.preload}
            >
              <Pencil size={14} aria-hidden /> {EVENTS.edit}
            </Button>
            <Button variant="secondary" size="sm" asChild>
              <Link to={`/events/${encodeURIComponent(event.id)}/disputes`}>
                <Flag size={14} aria-hidden /> {EVENTS.manageDisputes}
                {openDisputes > 0 && (
                  <span className="rounded-full bg-red-500 px-1.5 text-xs font-semibold text-white">
                    <span className="sr-only">{EVENTS.openCountPrefix}</span>
                    {openDisputes}
                  </span>
                )}
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-600 dark:text-red-400"
              onClick={() => setDeleting(true)}
            >
              <Trash2 size={14} aria-hidden /> {EVENTS.deleteEvent}
            </Button>
          </div>
        )}
      </div>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        {event.locationName && (
          <Detail icon={<MapPin size={16} />} label={EVENTS.location}>
            {[event.locationName, event.street, event.city, event.state, event.zip].filter(Boolean).join(', ')}
          </Detail>
        )}
        <Detail icon={<Percent size={16} />} label={EVENTS.taxTip}>
          {EVENTS.taxAndTipPercents(
            milliPctToPercentString(event.taxMilliPct),
            milliPctToPercentString(event.tipMilliPct),
          )}
        </Detail>
        <Detail icon={<Calendar size={16} />} label={EVENTS.created}>
          {dates.format(event.createdAt, 'date')}
        </Detail>
        <div className="flex items-center gap-2">
          <dt className="text-muted">{EVENTS.joinCode}</dt>
          {/* The Invite button sits inside the dd: a <dl> row may only hold dt/dd (axe: definition-list). */}
          <dd className="flex flex-wrap items-center gap-2">
            <JoinCodeChip code={event.joinCode} />
            <QrButton eventId={event.id} joinCode={event.joinCode} />
            <InviteButton snapshot={snapshot} />
          </dd>
        </div>
      </dl>
      {/* Receipt photo with the full-size viewer; the host also replaces or removes it here. */}
      <ReceiptThumbnail snapshot={snapshot} />
      <DeleteEventDialog eventId={event.id} open={deleting} onOpenChange={setDeleting} />
    </Card>
  )
}

function Detail({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    // dt and dd sit directly in the row's div: a <dl> may only hold dt/dd groups (axe: definition-list).
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 text-muted">
        <span aria-hidden>{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  )
}
