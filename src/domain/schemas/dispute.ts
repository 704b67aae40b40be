import * as z from 'zod'
import * as DISPUTES_RULES from '../../messages/disputes-rules'
import { DISPUTE_ACTIONS, DISPUTE_REASON_MAX_PAGE } from '../dispute-rules'
import { text } from './text'

const reason = (max: number) => text({ max, label: DISPUTES_RULES.reason, multiline: true })

/** The dispute form (reason up to 200 in the modal, 500 on the phone page); the worker accepts the page's limit. */
export const disputeFormSchema = (max: number) =>
  z.object({ reason: reason(max), actionType: z.enum(DISPUTE_ACTIONS) }).strict()
export type DisputeFormInput = z.infer<ReturnType<typeof disputeFormSchema>>

export const createDisputeSchema = z
  .object({
    reason: reason(DISPUTE_REASON_MAX_PAGE).optional(),
    actionType: z.enum(DISPUTE_ACTIONS).optional().default('remove_ownership'),
  })
  .strict()
export type CreateDisputeInput = z.input<typeof createDisputeSchema>

/** What the event page needs about an open dispute (one per item at most). */
export const pendingDisputeSchema = z
  .object({
    id: z.string(),
    itemId: z.string(),
    requesterId: z.string().nullable(),
    ownerId: z.string().nullable(),
    reason: z.string(),
    actionType: z.enum(DISPUTE_ACTIONS),
    createdAt: z.string(),
  })
  .meta({ id: 'PendingDispute' })
export type PendingDisputeDto = z.infer<typeof pendingDisputeSchema>

/** A dispute on the host's management page, with its display fields (item name and price, owner, requester). */
export const disputeDtoSchema = pendingDisputeSchema
  .extend({
    status: z.enum(['pending', 'approved', 'rejected']),
    resolvedAt: z.string().nullable(),
    resolvedBy: z.string().nullable(),
    itemName: z.string(),
    itemPriceCents: z.number().int(),
    ownerName: z.string().nullable(),
    requesterName: z.string().nullable(),
  })
  .meta({ id: 'Dispute' })
export type DisputeDto = z.infer<typeof disputeDtoSchema>

export const disputeListSchema = z.object({ disputes: z.array(disputeDtoSchema) })
export type DisputeList = z.infer<typeof disputeListSchema>
