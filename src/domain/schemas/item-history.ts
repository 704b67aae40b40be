import * as z from 'zod'

/** One change to an item's price, or its deletion (afterCents null), as members read it. */
export const itemHistoryEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['price', 'delete']),
  itemName: z.string(),
  /** Who made the change; null once their account is gone. */
  actorName: z.string().nullable(),
  beforeCents: z.number().int(),
  afterCents: z.number().int().nullable(),
  createdAt: z.string(),
})
export const itemHistorySchema = z.object({ entries: z.array(itemHistoryEntrySchema) })
export type ItemHistoryEntry = z.infer<typeof itemHistoryEntrySchema>
