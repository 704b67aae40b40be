import * as z from 'zod'

// Settlements (spec section 3), money in cents. Both the worker (validation, OpenAPI) and the
// browser (types through the typed client) use these.

export const SETTLEMENT_STATUSES = ['pending', 'paid', 'disputed'] as const
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number]

export const personRefSchema = z.object({ id: z.string(), username: z.string(), firstName: z.string().nullable() })

/** The creditor's payment handles, for the debtor's 'Pay with ...' links. */
export const payToSchema = z.object({
  venmo: z.string().nullable(),
  cashApp: z.string().nullable(),
  paypal: z.string().nullable(),
})

export const settlementSchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    debtor: personRefSchema,
    creditor: personRefSchema,
    amountCents: z.number().int(),
    status: z.enum(SETTLEMENT_STATUSES),
    notes: z.string().nullable(),
    /** The debtor said 'I paid' and the creditor has not confirmed yet (docs/decisions/015). */
    paymentReported: z.boolean(),
    payTo: payToSchema,
    calculatedAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Settlement' })
export type SettlementDto = z.infer<typeof settlementSchema>

export const settlementsPageSchema = z
  .object({
    event: z.object({
      id: z.string(),
      title: z.string(),
      hostId: z.string(),
      status: z.enum(['open', 'closed']),
      version: z.number().int(),
    }),
    viewerId: z.string(),
    isHost: z.boolean(),
    /** The host sees every settlement; anyone else only the ones they are a party to. */
    settlements: z.array(settlementSchema),
    /** What calculating now would create (host only; empty for others). */
    preview: z.object({
      totalCents: z.number().int(),
      settlementCount: z.number().int(),
      settlementCents: z.number().int(),
      guests: z.array(z.object({ name: z.string(), totalCents: z.number().int() })),
      unassignedCents: z.number().int(),
    }),
  })
  .meta({ id: 'SettlementsPage' })
export type SettlementsPage = z.infer<typeof settlementsPageSchema>

export const calculateSchema = z.object({ confirmReplacePaid: z.boolean().optional() }).strict()

/** The spec's calculation result, amounts in cents. */
export const calculationResultSchema = z
  .object({
    success: z.literal(true),
    event_id: z.string(),
    settlements_created: z.number().int(),
    total_debt_cents: z.number().int(),
    total_credit_cents: z.number().int(),
    calculated_at: z.string(),
    page: settlementsPageSchema,
  })
  .meta({ id: 'CalculationResult' })

export const SETTLEMENT_ACTIONS = ['report_paid', 'confirm_paid', 'dispute'] as const
export type SettlementAction = (typeof SETTLEMENT_ACTIONS)[number]

export const NOTE_MAX = 500
export const updateSettlementSchema = z
  .object({
    action: z.enum(SETTLEMENT_ACTIONS),
    note: z.string().trim().max(NOTE_MAX, `Notes must be at most ${NOTE_MAX} characters`).optional(),
  })
  .strict()
  .refine((v) => v.action !== 'dispute' || !!v.note, {
    message: 'Say what is wrong with this settlement',
    path: ['note'],
  })
export type UpdateSettlementInput = z.infer<typeof updateSettlementSchema>

export const tabRowSchema = z.object({
  settlementId: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  counterparty: personRefSchema,
  amountCents: z.number().int(),
  status: z.enum(SETTLEMENT_STATUSES),
  paymentReported: z.boolean(),
  /** Set on 'You Owe' rows: where to pay. */
  payTo: payToSchema.nullable(),
  createdAt: z.string(),
})
export type TabRow = z.infer<typeof tabRowSchema>

export const tabsSchema = z
  .object({
    owedToYou: z.array(tabRowSchema),
    youOwe: z.array(tabRowSchema),
    owedToYouCents: z.number().int(),
    youOweCents: z.number().int(),
    /** Per person: what they owe you minus what you owe them over pending tabs, with the events behind it. */
    net: z.array(
      z.object({
        person: personRefSchema,
        netCents: z.number().int(),
        lines: z.array(z.object({ eventId: z.string(), eventTitle: z.string(), netCents: z.number().int() })),
      }),
    ),
  })
  .meta({ id: 'Tabs' })
export type TabsDto = z.infer<typeof tabsSchema>
