import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { client, unwrap } from '@/lib/client'
import * as COMMON from '@/messages/common'
import * as EVENTS from '@/messages/events-more'

export function DeleteEventDialog({
  eventId,
  open,
  onOpenChange,
}: {
  eventId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const navigate = useNavigate()
  const qc = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const remove = async () => {
    setBusy(true)
    setError(null)
    try {
      await unwrap(client.api.events[':id'].$delete({ param: { id: encodeURIComponent(eventId) } }))
      qc.removeQueries({ queryKey: ['event', eventId] })
      void qc.invalidateQueries({ queryKey: ['events'] })
      navigate('/dashboard', { replace: true })
    } catch {
      setError(EVENTS.deleteFailed)
      setBusy(false)
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={EVENTS.deleteEvent}
      description={EVENTS.deleteEventDescription}
    >
      {error && <Alert tone="error">{error}</Alert>}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {COMMON.cancel}
        </Button>
        <Button variant="danger" onClick={remove} disabled={busy}>
          {busy ? EVENTS.deleting : EVENTS.deleteEvent}
        </Button>
      </div>
    </Dialog>
  )
}
