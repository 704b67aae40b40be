import { Tabs } from 'radix-ui'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { DialogFooter } from '@/components/ui/dialog-footer'
import { ownerKeyOf } from '@/domain/person-key'
import type { EventSnapshot, ItemDto } from '@/domain/schemas/event-snapshot'
import { client } from '@/lib/client'
import * as COMMON from '@/messages/common'
import * as ITEMS from '@/messages/items-more'
import { type PersonOption, peopleOf } from './people'
import { PersonChoice } from './person-choice'
import { bigButtonClass, sheetClass } from './sheet'
import { useEventAction } from './use-event-action'

type Props = {
  snapshot: EventSnapshot
  item: ItemDto
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Assign Item (host): one person from the Users or Placeholders tab; 'Assign' waits for a choice. */
export function AssignItemDialog({ snapshot, item, open, onOpenChange }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={ITEMS.assignItem}
      description={ITEMS.whoHas(item.name)}
      className={sheetClass}
    >
      <AssignForm snapshot={snapshot} item={item} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

const tabClass =
  'h-10 rounded-lg text-sm font-medium text-muted transition data-[state=active]:bg-surface data-[state=active]:text-app data-[state=active]:shadow-sm'

function AssignForm({ snapshot, item, onDone }: { snapshot: EventSnapshot; item: ItemDto; onDone: () => void }) {
  const { run, pending } = useEventAction(snapshot.event.id)
  const people = peopleOf(snapshot)
  const current = ownerKeyOf(item)
  // Open on the tab where the current owner is, so a reassignment starts in the right place.
  const [tab, setTab] = useState(item.placeholderOwnerId ? 'placeholders' : 'users')
  const [selected, setSelected] = useState<PersonOption | null>(null)
  const [error, setError] = useState<string | null>(null)

  const assign = async () => {
    if (!selected) return
    setError(null)
    const ok = await run(
      (id) =>
        client.api.events[':id'].items[':itemId'].assign.$post({
          param: { id, itemId: encodeURIComponent(item.id) },
          json: { assignee: selected.ref },
        }),
      { fallback: ITEMS.failedToAssign, onError: setError, success: ITEMS.assignedToName(selected.name) },
    )
    if (ok) onDone()
  }

  const list = (kind: PersonOption['kind'], empty: string) => {
    const options = people.filter((p) => p.kind === kind)
    if (options.length === 0)
      return <p className="rounded-xl bg-surface-2 p-4 text-center text-sm text-muted">{empty}</p>
    return (
      <fieldset className="space-y-2">
        <legend className="sr-only">{kind === 'user' ? ITEMS.users : ITEMS.placeholders}</legend>
        {options.map((p) => (
          <PersonChoice
            key={p.key}
            person={p}
            type="radio"
            name="assignee"
            checked={selected?.key === p.key}
            onChange={() => setSelected(p)}
            note={p.key === current ? ITEMS.hasItNow : undefined}
          />
        ))}
      </fieldset>
    )
  }

  return (
    <div>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List aria-label={ITEMS.assignTo} className="mb-3 grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1">
          <Tabs.Trigger value="users" className={tabClass}>
            {ITEMS.users}
          </Tabs.Trigger>
          <Tabs.Trigger value="placeholders" className={tabClass}>
            {ITEMS.placeholders}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users" className="max-h-[45dvh] overflow-y-auto">
          {list('user', ITEMS.noParticipantsYet)}
        </Tabs.Content>
        <Tabs.Content value="placeholders" className="max-h-[45dvh] overflow-y-auto">
          {list('guest', ITEMS.noGuestsYet)}
        </Tabs.Content>
      </Tabs.Root>
      <DialogFooter error={error}>
        <Button variant="secondary" className={bigButtonClass} onClick={onDone}>
          {COMMON.cancel}
        </Button>
        <Button className={bigButtonClass} disabled={!selected || pending} loading={pending} onClick={assign}>
          {pending ? ITEMS.assigning : ITEMS.assign}
        </Button>
      </DialogFooter>
    </div>
  )
}
