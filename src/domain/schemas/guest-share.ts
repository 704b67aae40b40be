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

/** One person this tab is settled with, from the side of the person whose tab it is. */
export const sharedTabLineSchema = z.object({
  /** The other person's name. */
  name: z.string(),
  /** true: the tab's person pays `name`; false: `name` owes them (money back, or they are the one owed). */
  pays: z.boolean(),
  /** What is still to pay in that direction (0: all square). */
  leftCents: z.number().int(),
  /** What is left once payments reported and awaiting confirmation count: the amount for the pay links. */
  payableCents: z.number().int(),
  /** The handles of whoever receives the money, for the 'Pay with ...' links. */
  payTo: payToSchema,
})

/**
 * The public page behind a link to one person's tab: a host's guest share (a placeholder guest,
 * `owes: 'host'`: the host collects the whole bill) or a guest account's own tab link (decision 055,
 * `owes: 'tabs'`: the tabs the host sent, with what was already paid). Lines and bill, the event's name
 * and date and the host's name, nothing else.
 */
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
    owes: z.enum(['host', 'tabs']),
    /** Whom the tab's person pays or is paid by, and how much is left ([] before the host sends tabs). */
    tabs: z.array(sharedTabLineSchema),
    /** Confirmed payments the tab's person made in this event. */
    paidCents: z.number().int(),
    /** Payments they reported that await confirmation. */
    reportedCents: z.number().int(),
    /** ISO 4217: the currency of every amount above. */
    currency: z.string(),
  })
  .meta({ id: 'SharedGuestBill' })

/** A copied link: the share, and the address to paste (shown only now: only its hash is kept). */
export const guestLinkSchema = z.object({ share: guestShareDtoSchema, url: z.string() }).meta({ id: 'GuestLink' })
export type SharedGuestBill = z.infer<typeof sharedGuestBillSchema>
export type SharedTabLine = z.infer<typeof sharedTabLineSchema>

/** A guest account's own tab link in one event (decision 055); the address is given again while it is live. */
export const tabLinkSchema = z
  .object({ url: z.string(), createdAt: z.string(), viewedAt: z.string().nullable() })
  .meta({ id: 'TabLink' })
export const myTabLinkSchema = z.object({ link: tabLinkSchema.nullable() }).meta({ id: 'MyTabLink' })
export type TabLinkDto = z.infer<typeof tabLinkSchema>

export const mergeGuestSchema = z.object({ userId: z.string().min(1).max(64) }).strict()
