import { ConfirmDialog } from '@/components/items/confirm-dialog'
import { actionMessage } from '@/components/items/use-event-action'
import type { ParticipantDto } from '@/domain/schemas/event-snapshot'
import { client } from '@/lib/client'
import { useEventMutation } from '@/lib/events'
import * as PARTICIPANTS from '@/messages/participants'

/**
 * Host only: remove a participant who holds nothing. When they still hold items, shares, pickup
 * requests or settlements, the server's 409 names them and the message stays in the dialog, so the
 * host knows what to reassign first.
 */
export function RemoveParticipantDialog({
  eventId,
  person,
  onClose,
}: {
  eventId: string
  person: ParticipantDto | null
  onClose: () => void
}) {
  const mutation = useEventMutation(eventId)
  const name = person ? person.firstName || person.username : ''
  const remove = async () => {
    if (!person) return null
    try {
      await mutation.mutateAsync((id) =>
        client.api.events[':id'].participants[':userId'].$delete({
          param: { id, userId: encodeURIComponent(person.userId) },
        }),
      )
      return null
    } catch (err) {
      return actionMessage(err, PARTICIPANTS.removeParticipantFailed)
    }
  }
  return (
    <ConfirmDialog
      open={person !== null}
      onOpenChange={(o) => !o && onClose()}
      title={PARTICIPANTS.removeParticipant}
      description={PARTICIPANTS.removeParticipantQuestion(name)}
      confirmLabel={PARTICIPANTS.remove}
      onConfirm={remove}
    />
  )
}
