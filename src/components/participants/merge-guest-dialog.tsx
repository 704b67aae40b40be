import { useState } from 'react'
import { peopleOf } from '@/components/items/people'
import { PersonChoice } from '@/components/items/person-choice'
import { bigButtonClass, sheetClass } from '@/components/items/sheet'
import { useEventAction } from '@/components/items/use-event-action'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { DialogFooter } from '@/components/ui/dialog-footer'
import type { EventSnapshot, PlaceholderDto } from '@/domain/schemas/event-snapshot'
import { client } from '@/lib/client'
import * as COMMON from '@/messages/common'
import * as PARTICIPANTS from '@/messages/participants'

/**
 * 'Merge into…' (host): the guest joined with an account, so their items and shares become that
 * person's in one step; every total stays the same and the guest is removed.
 */
export function MergeGuestDialog({
  snapshot,
  guest,
  onOpenChange,
}: {
  snapshot: EventSnapshot
  guest: PlaceholderDto | null
  onOpenChange: (open: boolean) => void
}) {
  const { run, pending } = useEventAction(snapshot.event.id)
  const [target, setTarget] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const people = peopleOf(snapshot).filter((p) => p.kind === 'user')

  const close = (o: boolean) => {
    if (pending) return
    if (!o) {
      setTarget(null)
      setError(null)
    }
    onOpenChange(o)
  }
  const merge = async () => {
    if (!guest || !target) return
    const name = people.find((p) => 'userId' in p.ref && p.ref.userId === target)?.name ?? PARTICIPANTS.them
    const ok = await run(
      (id) =>
        client.api.events[':id'].placeholders[':placeholderId'].merge.$post({
          param: { id, placeholderId: encodeURIComponent(guest.id) },
          json: { userId: target },
        }),
      { fallback: PARTICIPANTS.mergeFailed, success: PARTICIPANTS.merged(guest.name, name), onError: setError },
    )
    if (ok) close(false)
  }

  return (
    <Dialog
      open={guest !== null}
      onOpenChange={close}
      className={sheetClass}
      title={PARTICIPANTS.mergeNameInto(guest?.name)}
      description={PARTICIPANTS.mergeDescription(guest?.name)}
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{PARTICIPANTS.mergeInto}</legend>
        {people.map((p) => (
          <PersonChoice
            key={p.key}
            person={p}
            type="radio"
            name="merge-target"
            checked={'userId' in p.ref && p.ref.userId === target}
            onChange={() => 'userId' in p.ref && setTarget(p.ref.userId)}
          />
        ))}
      </fieldset>
      <DialogFooter error={error}>
        <Button variant="secondary" className={bigButtonClass} onClick={() => close(false)} disabled={pending}>
          {COMMON.cancel}
        </Button>
        <Button className={bigButtonClass} onClick={merge} disabled={!target || pending} loading={pending}>
          {PARTICIPANTS.merge}
        </Button>
      </DialogFooter>
    </Dialog>
  )
}
