import type { SQL } from 'drizzle-orm'
import type { Money } from '../../../src/domain/currency'
import type { AmountChange, ItemHolding } from '../../../src/domain/item-amounts'
import { markedMoney } from '../../../src/domain/money-text'
import { milliPctToPercentString } from '../../../src/domain/percent'
import { ownerKeyOf, placeholderKey, userKey } from '../../../src/domain/person-key'
import * as ITEMS from '../../../src/messages/items-more'
import type { Db } from '../../db/client'
import type { EventRow, ItemRow } from '../events/event-context'
import { notificationInsertIf } from '../messages/notifications'
import type { ItemShareRow } from './items'

// The notifications of a change that moves money onto or off someone's bill without them doing it: being
// put on a split (or having one's share changed), an item's price changed or the item deleted. Each person
// moved is told once, with the old and the new figure; the one who made the change is not told. Guests
// have no account to tell. Written in the change's own batch, only if its guard still holds.

/** An item as computeBill holds it, from its row and its share rows. */
export function holdingOf(item: ItemRow, shares: readonly ItemShareRow[], priceCents = item.priceCents): ItemHolding {
  return {
    id: item.id,
    priceCents,
    ownerKey: ownerKeyOf(item),
    splitMode: item.splitMode,
    ownerWeight: item.ownerWeight,
    shares: shares.map((s) => ({
      personKey: s.targetUserId ? userKey(s.targetUserId) : placeholderKey(s.placeholderId ?? ''),
      shareMilliPct: s.shareMilliPct,
      weight: s.weight,
    })),
  }
}

const share = (h: { cents: number; milliPct: number }, money: Money) =>
  ITEMS.sharePart(milliPctToPercentString(h.milliPct), money.format(h.cents))

/** What a split did to one person's part, in the words of their notification. */
function splitNote(c: AmountChange, who: string, item: string, event: string, money: Money) {
  if (c.before.milliPct === 0)
    return { title: ITEMS.addedToSplitTitle, message: ITEMS.addedToSplit(who, share(c.after, money), item, event) }
  if (c.after.milliPct === 0)
    return { title: ITEMS.splitChangedTitle, message: ITEMS.takenOffSplit(who, item, event, share(c.before, money)) }
  return {
    title: ITEMS.splitChangedTitle,
    message: ITEMS.shareChanged(who, item, event, share(c.before, money), share(c.after, money)),
  }
}

export type ItemChangeKind = 'split' | 'price' | 'delete'

/** One notification per registered person (other than the one who made it) whose part changed. */
export function itemChangeNotes(
  db: Db,
  kind: ItemChangeKind,
  event: EventRow,
  itemName: string,
  actor: { id: string; name: string },
  changes: readonly AmountChange[],
  guard: SQL | undefined,
) {
  // Amounts in notifications are marks, written later in each reader's locale.
  const money = markedMoney(event.currency)
  return changes
    .filter((c) => c.key.startsWith('u:') && c.key !== userKey(actor.id))
    .map((c) => {
      const note =
        kind === 'split'
          ? splitNote(c, actor.name, itemName, event.title, money)
          : kind === 'price'
            ? {
                title: ITEMS.priceChangedTitle,
                message: ITEMS.priceChanged(
                  actor.name,
                  itemName,
                  event.title,
                  money.format(c.before.cents),
                  money.format(c.after.cents),
                ),
              }
            : {
                title: ITEMS.itemDeletedTitle,
                message: ITEMS.itemDeletedNote(
                  actor.name,
                  itemName,
                  event.title,
                  money.format(c.before.cents),
                  money.format(0),
                ),
              }
      return notificationInsertIf(
        db,
        { userId: c.key.slice(2), eventId: event.id, type: 'item_changed', ...note },
        guard,
      )
    })
}
