import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { DialogFooter } from '@/components/ui/dialog-footer'
import { isUnclaimed } from '@/domain/item-rules'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { client } from '@/lib/client'
import { cn } from '@/lib/cn'
import { useMoney } from '@/lib/money'
import * as COMMON from '@/messages/common'
import * as ITEMS from '@/messages/items-more'
import { ItemStatusBadge } from './item-status-badge'
import { peopleOf } from './people'
import { PersonChoice } from './person-choice'
import { bigButtonClass, sheetClass } from './sheet'
import { useOrderAsOpened } from './stable-order'
import { useEventAction } from './use-event-action'

type Props = { snapshot: EventSnapshot; open: boolean; onOpenChange: (open: boolean) => void }

/** Quick assign (host): several items to one or more people at once; the first person picked owns them. */
export function QuickAssignDialog({ snapshot, open, onOpenChange }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={ITEMS.quickAssign}
      description={ITEMS.quickAssignHint}
      className={sheetClass}
    >
      <QuickAssignForm snapshot={snapshot} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function QuickAssignForm({ snapshot, onDone }: { snapshot: EventSnapshot; onDone: () => void }) {
  const money = useMoney()
  const { run, pending } = useEventAction(snapshot.event.id)
  const people = peopleOf(snapshot)
  // Items already waiting on a pickup or in dispute cannot be reassigned this way; unclaimed ones come first,
  // in the order the dialog opened with: an item someone claims meanwhile (a live change) stays where the
  // host's finger is, and one added meanwhile goes last (issue 46).
  const items = useOrderAsOpened(
    snapshot.items.filter((i) => i.status !== 'dispute'),
    (list) => [...list].sort((a, b) => Number(b.status === 'limbo') - Number(a.status === 'limbo')),
    'last',
  )
  const [itemIds, setItemIds] = useState<string[]>([])
  // In the order picked: the first one owns.
  const [assignees, setAssignees] = useState<string[]>([])
  const [error, setError] = useState<string | null>(null)

  const toggle = (list: string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id))
  const allUnclaimed = items.filter(isUnclaimed).map((i) => i.id)

  const assign = async () => {
    setError(null)
    const refs = assignees.map((key) => people.find((p) => p.key === key)?.ref).filter((r) => r !== undefined)
    const ok = await run(
      (id) =>
        client.api.events[':id'].items['quick-assign'].$post({ param: { id }, json: { itemIds, assignees: refs } }),
      {
        fallback: ITEMS.failedToAssign,
        onError: setError,
        success: ITEMS.assignedItems(itemIds.length),
      },
    )
    if (ok) onDone()
  }

  return (
    <div className="space-y-4">
      {/* Named by a heading, not a <legend>: a legend cannot share its row with 'Select unclaimed'. */}
      <fieldset aria-labelledby="quick-items" className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <h3 id="quick-items" className="text-sm font-semibold">
            {ITEMS.itemsSelected(itemIds.length)}
          </h3>
          {allUnclaimed.length > 0 && (
            <button
              type="button"
              className="h-9 text-sm font-medium text-brand-700 dark:text-brand-400"
              onClick={() => setItemIds(allUnclaimed)}
            >
              {ITEMS.selectUnclaimed}
            </button>
          )}
        </div>
        <div className="max-h-[30dvh] space-y-1.5 overflow-y-auto pr-1">
          {items.map((item) => {
            const checked = itemIds.includes(item.id)
            return (
              <label
                key={item.id}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2',
                  checked ? 'border-brand-500 bg-brand-500/10' : 'border-app hover:bg-surface-2',
                )}
              >
                <input
                  type="checkbox"
                  className="h-5 w-5 shrink-0 accent-brand-500"
                  checked={checked}
                  onChange={(e) => setItemIds(toggle(itemIds, item.id, e.target.checked))}
                />
                {/* The status sits under the name, so the name has the row's width to wrap in. */}
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 break-words font-medium" title={item.name}>
                    {item.name}
                  </span>
                  <ItemStatusBadge item={item} className="mt-1" />
                </span>
                <span className="shrink-0 whitespace-nowrap text-right tabular-nums">
                  {money.format(item.priceCents)}
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold">{ITEMS.assignToSelected(assignees.length)}</legend>
        <div className="max-h-[30dvh] space-y-1.5 overflow-y-auto pr-1">
          {people.map((p) => (
            <PersonChoice
              key={p.key}
              person={p}
              type="checkbox"
              name="quick-assignee"
              checked={assignees.includes(p.key)}
              onChange={(on) => setAssignees(toggle(assignees, p.key, on))}
              note={assignees[0] === p.key && assignees.length > 1 ? ITEMS.ownsOthersShare : undefined}
            />
          ))}
        </div>
      </fieldset>
      <DialogFooter error={error}>
        <Button variant="secondary" className={bigButtonClass} onClick={onDone}>
          {COMMON.cancel}
        </Button>
        <Button
          className={bigButtonClass}
          onClick={assign}
          disabled={itemIds.length === 0 || assignees.length === 0 || pending}
          loading={pending}
        >
          {pending ? ITEMS.assigning : ITEMS.assign}
        </Button>
      </DialogFooter>
    </div>
  )
}
