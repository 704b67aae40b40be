import * as z from 'zod'
import * as SETTLEMENTS_SERVER from '../../messages/settlements-server'
import { type Money, usDollars } from '../currency'
import { PAYMENT_STATUSES } from '../ledger'
import { MAX_AMOUNT_CENTS } from '../money'
import { currencySchema } from './currency'
import { text } from './text'

// Settlements (docs/product.md#8-settlements-and-payments), money in minor units (the `*Cents` fields).
// Both the worker (validation, OpenAPI) and the browser (types through the typed client) use these.

const SETTLEMENT_STATUSES = ['pending', 'paid', 'disputed'] as const
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number]

export const personRefSchema = z.object({ id: z.string(), username: z.string(), firstName: z.string().nullable() })

/** The creditor's payment handles, for the debtor's 'Pay with ...' links. */
export const payToSchema = z.object({
  venmo: z.string().nullable(),
  cashApp: z.string().nullable(),
  paypal: z.string().nullable(),
  /** Free text for currencies no pay link serves (an IBAN, bank details); optional for older answers. */
  paymentNote: z.string().nullable().optional(),
})

export const paymentSchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    from: personRefSchema,
    to: personRefSchema,
    amountCents: z.number().int(),
    status: z.enum(PAYMENT_STATUSES),
    note: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Payment' })
export type PaymentDto = z.infer<typeof paymentSchema>

/**
 * One tab: what the bill says the debtor owes the creditor and what was paid against it
 * (docs/decisions/034). The status is derived: 'paid' once nothing is outstanding, 'disputed' while a
 * payment on it is disputed, else 'pending'.
 */
export const settlementSchema = z
  .object({
    /** The pair, `debtorId~creditorId`: stable across recalculations. */
    id: z.string(),
    eventId: z.string(),
    debtor: personRefSchema,
    creditor: personRefSchema,
    /** What the bill says now. */
    amountCents: z.number().int(),
    /** Confirmed payments, debtor to creditor (net of any paid back). */
    paidCents: z.number().int(),
    /** Reported and awaiting the creditor's confirmation. */
    reportedCents: z.number().int(),
    /** amount - paid: above 0 still owed, below 0 the creditor owes that much back. */
    outstandingCents: z.number().int(),
    status: z.enum(SETTLEMENT_STATUSES),
    paymentReported: z.boolean(),
    /** Whoever is owed now: the creditor's handles, or the debtor's when they are owed money back. */
    payTo: payToSchema,
    calculatedAt: z.string().nullable(),
    payments: z.array(paymentSchema),
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
    /**
     * Who paid the restaurant: the host for the whole bill unless the host recorded others
     * (`recorded`). `problem` says why the recorded payers no longer fit the bill (it changed since).
     */
    payers: z.object({
      recorded: z.boolean(),
      list: z.array(z.object({ person: personRefSchema, amountCents: z.number().int() })),
      problem: z.string().nullable(),
      /** Who can be recorded as a payer: the event's people (host only; [] for others). */
      people: z.array(personRefSchema),
    }),
    /** What each person had and paid, and what that means, in words (the host sees everyone; others themselves). */
    positions: z.array(
      z.object({
        person: personRefSchema,
        hadCents: z.number().int(),
        paidCents: z.number().int(),
        balanceCents: z.number().int(),
        /** The same in en-US words, for API readers; the page writes it from the figures below in the viewer's locale. */
        explanation: z.string(),
        /** What the host had for guests and unassigned items (0 for everyone else). */
        extraCents: z.number().int(),
        /** Whom this person pays and how much (when they owe), and who pays them (when they are owed). */
        owe: z.array(z.object({ name: z.string(), cents: z.number().int() })),
        owed: z.array(z.object({ name: z.string(), cents: z.number().int() })),
      }),
    ),
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

export const calculateSchema = z.object({}).strict()

/** A paid amount in minor units, above zero; `money` names zero in the event's currency when it is refused. */
const paidAmount = (money: () => Money) =>
  z
    .number()
    .int(SETTLEMENTS_SERVER.amountInCents)
    .min(1, { error: () => SETTLEMENTS_SERVER.amountAbove(money().format(0)) })
    .max(MAX_AMOUNT_CENTS, SETTLEMENTS_SERVER.amountTooLarge)

/** Who paid the restaurant: each payer once, amounts in cents adding up to the bill; [] for 'the host paid'. */
export const setPayersSchemaIn = (money: () => Money) =>
  z
    .object({
      payers: z
        .array(z.object({ userId: z.string().min(1).max(64), amountCents: paidAmount(money) }).strict())
        .max(50, SETTLEMENTS_SERVER.tooManyPayers),
    })
    .strict()
export const setPayersSchema = setPayersSchemaIn(usDollars)
export type SetPayersInput = z.infer<typeof setPayersSchema>

/** What Calculate Settlements returns: each person's figures and the transfers, amounts in cents. */
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

const NOTE_MAX = 500
// Cleaned like every typed field (decision 008): a note is written into the other person's notification,
// where a control character could forge an amount mark (src/domain/money-text.ts) and a bidi override or
// a zero-width space could make the words read as something else. One line, as the inputs are.
const note = text({
  label: SETTLEMENTS_SERVER.notesLabel,
  max: NOTE_MAX,
  maxMessage: SETTLEMENTS_SERVER.notesTooLong(NOTE_MAX),
}).optional()

/**
 * Record a payment in this event: `toId` when the caller paid someone ('I paid'; awaits their
 * confirmation), `fromId` when the caller received it (confirmed at once: they are the one who knows).
 */
export const recordPaymentSchemaIn = (money: () => Money) =>
  z
    .object({
      toId: z.string().min(1).optional(),
      fromId: z.string().min(1).optional(),
      amountCents: paidAmount(money),
      note,
      /**
       * What the page showed the payer owing the person paid when it was submitted: if the tab has
       * changed since (a recalculation, another payment), the payment is refused (409 balance_changed)
       * instead of being recorded against a figure nobody saw.
       */
      expectedOutstandingCents: z.number().int().optional(),
    })
    .strict()
    .refine((v) => (v.toId === undefined) !== (v.fromId === undefined), {
      message: SETTLEMENTS_SERVER.saySide,
      path: ['toId'],
    })
export const recordPaymentSchema = recordPaymentSchemaIn(usDollars)
export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>

const PAYMENT_ACTIONS = ['confirm', 'dispute'] as const
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number]

export const updatePaymentSchema = z
  .object({ action: z.enum(PAYMENT_ACTIONS), note })
  .strict()
  .refine((v) => v.action !== 'dispute' || !!v.note, {
    message: SETTLEMENTS_SERVER.sayWhatIsWrong,
    path: ['note'],
  })
export type UpdatePaymentInput = z.infer<typeof updatePaymentSchema>

/** One person's tab in one event, from the viewer's side. */
export const tabRowSchema = z.object({
  /** The pair's id in its event (see settlementSchema). */
  settlementId: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  counterparty: personRefSchema,
  /** What is outstanding, always above 0: the row's list says which way. */
  amountCents: z.number().int(),
  /**
   * In the direction the money goes now (the row's list says which way): what the bill says (negative when
   * the bill says the other way, as for money owed back), what was paid and confirmed, and what was
   * reported and awaits confirmation.
   */
  owedCents: z.number().int(),
  paidCents: z.number().int(),
  reportedCents: z.number().int(),
  /** What can still be paid: the amount less what the one paying already reported (docs/decisions/048). */
  payableCents: z.number().int(),
  paymentReported: z.boolean(),
  /** Set on 'You Owe' rows: where to pay. */
  payTo: payToSchema.nullable(),
  createdAt: z.string(),
  /** ISO 4217: the event's currency, which every amount of the row is in. */
  currency: z.string(),
})
export type TabRow = z.infer<typeof tabRowSchema>

export const historyPaymentSchema = paymentSchema.extend({ eventTitle: z.string(), currency: z.string() })
export type HistoryPayment = z.infer<typeof historyPaymentSchema>

export const tabsSchema = z
  .object({
    owedToYou: z.array(tabRowSchema),
    youOwe: z.array(tabRowSchema),
    /** The US-dollar tabs' sums (every event was in dollars before currencies); `totals` has each currency's. */
    owedToYouCents: z.number().int(),
    youOweCents: z.number().int(),
    /** Per currency, never added across currencies: US dollars first, then by code. */
    totals: z.array(
      z.object({ currency: z.string(), owedToYouCents: z.number().int(), youOweCents: z.number().int() }),
    ),
    /** Per person and currency: what they owe you minus what you owe them, over every event in that currency,
     * with the events behind it. */
    net: z.array(
      z.object({
        person: personRefSchema,
        currency: z.string(),
        netCents: z.number().int(),
        /**
         * What a settle-up may still spread (+ they pay you): the net less the payments reported and awaiting
         * confirmation (docs/decisions/048). 0 when everything left is waiting for someone to confirm it.
         */
        payableCents: z.number().int(),
        /** Reported and awaiting confirmation: what you reported paying them, what they reported paying you. */
        reportedByYouCents: z.number().int(),
        reportedToYouCents: z.number().int(),
        /** Where to pay this person, when you owe them. */
        payTo: payToSchema.nullable(),
        lines: z.array(
          z.object({
            eventId: z.string(),
            eventTitle: z.string(),
            netCents: z.number().int(),
            payableCents: z.number().int(),
          }),
        ),
      }),
    ),
    /** Payments you made or received, newest first (the latest 100). */
    history: z.array(historyPaymentSchema),
  })
  .meta({ id: 'Tabs' })
export type TabsDto = z.infer<typeof tabsSchema>

/** One payment against the net with a person across events, spread over their events oldest first. */
export const settleUpSchemaIn = (money: () => Money) =>
  z
    .object({
      personId: z.string().min(1),
      /** Which of your nets with them (per currency); may be left out when there is only one. */
      currency: currencySchema.optional(),
      amountCents: paidAmount(money),
      note,
      /** The net the page showed (+ they owe you); a different net now refuses the payment (409 balance_changed). */
      expectedNetCents: z.number().int().optional(),
    })
    .strict()
export const settleUpSchema = settleUpSchemaIn(usDollars)
export type SettleUpInput = z.infer<typeof settleUpSchema>

export const settleUpResultSchema = z
  .object({
    /** The events whose tab this payment went to, with how much, oldest first. */
    parts: z.array(z.object({ eventId: z.string(), eventTitle: z.string(), cents: z.number().int() })),
    /** Whether the payments await the other person's confirmation (you paid) or are confirmed (you were paid). */
    status: z.enum(PAYMENT_STATUSES),
    tabs: tabsSchema,
  })
  .meta({ id: 'SettleUpResult' })
