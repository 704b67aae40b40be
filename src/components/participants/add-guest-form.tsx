import { UserPlus } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useEventAction } from '@/components/items/use-event-action'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { client } from '@/lib/client'

/** Host only: add a placeholder guest (someone at the table without an account). */
export function AddGuestForm({ eventId }: { eventId: string }) {
  const { run, pending } = useEventAction(eventId)
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const trimmed = name.trim()
    if (!trimmed || pending) return
    setError(null)
    const ok = await run(
      (id) => client.api.events[':id'].placeholders.$post({ param: { id }, json: { name: trimmed } }),
      // The spec's words for this failure, whatever the cause (a 409 such as a closed event still toasts its own).
      {
        fallback: 'Failed to add placeholder',
        onError: () => setError('Failed to add placeholder'),
        success: `${trimmed} added`,
      },
    )
    if (ok) setName('')
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <Field
        label="Guest Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder="e.g. Alex"
        autoComplete="off"
        maxLength={60}
        error={error}
        className="flex-1"
      />
      <Button type="submit" className="h-[42px] shrink-0" disabled={!name.trim() || pending} loading={pending}>
        <UserPlus aria-hidden size={18} /> Add Guest
      </Button>
    </form>
  )
}
