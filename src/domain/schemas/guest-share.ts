import * as z from 'zod'
import * as PARTICIPANTS from '../../messages/participants'
import { EMAIL_PATTERN } from './auth'
import { shareMilliPctSchema } from './event-snapshot'
import { payToSchema } from './settlement'
import { text } from './text'

// Guest shares (the 'Placeholder items with sharing' dialog; docs/decisions/018): the
// host e-mails a read-only link to one guest's items and bill.

/** Share e-mail: required, trimmed, lower-cased (so one address is one recipient). */
export const guestShareSchema = z.object({
  email: text({ label: PARTICIPANTS.email, max: 254, required: PARTICIPANTS.emailRequired })
    .regex(EMAIL_PATTERN, PARTICIPANTS.emailInvalid)
    .transform((s) => s.toLowerCase()),
})
export type GuestShareInput = z.input<typeof guestShareSchema>

export const guestShareDtoSchema = z
  .object({
    id: z.string(),
    placeholderId: z.string(),
    /** '' for a copied link. */
    email: z.string(),
    /** How the link reached the guest: e-mailed by OpenTab, or copied by the host. */
    via: z.enum(['email', 'link']),
    status: z.enum(['pending', 'viewed']),
    sharedAt: z.string(),
    viewedAt: z.string().nullable(),
  })
  .meta({ id: 'GuestShare' })
export type GuestShareDto = z.infer<typeof guestShareDtoSchema>

/** The public page behind a share link: that guest's lines and bill, the event's name and date, the host. */
export const sharedGuestBillSchema = z
  .object({
    event: z.object({ title: z.string(), createdAt: z.string(), status: z.enum(['open', 'closed']) }),
    hostName: z.string(),
    guestName: z.string(),
    taxMilliPct: z.number().int(),
    tipMilliPct: z.number().int(),
    lines: z.array(
      z.object({
        name: z.string(),
        priceCents: z.number().int(),
        shareMilliPct: shareMilliPctSchema,
        amountCents: z.number().int(),
      }),
    ),
    subtotalCents: z.number().int(),
    taxCents: z.number().int(),
    tipCents: z.number().int(),
    totalCents: z.number().int(),
    /** The host's payment handles, for the guest's 'Pay with ...' links. */
    payTo: payToSchema,
    /** What the guest has left to pay the host. */
    outstandingCents: z.number().int(),
    /** ISO 4217: the currency of every amount above. */
    currency: z.string(),
  })
  .meta({ id: 'SharedGuestBill' })

/** A copied link: the share, and the address to paste (shown only now: only its hash is kept). */
export const guestLinkSchema = z.object({ share: guestShareDtoSchema, url: z.string() }).meta({ id: 'GuestLink' })
export type SharedGuestBill = z.infer<typeof sharedGuestBillSchema>

export const mergeGuestSchema = z.object({ userId: z.string().min(1).max(64) }).strict()
