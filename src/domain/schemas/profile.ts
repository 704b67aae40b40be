import * as z from 'zod'
import * as CURRENCY from '../../messages/currency-more'
import * as PROFILE_RULES from '../../messages/profile-rules'
import { HANDLE_RULES, normaliseHandle, type PaymentHandles } from '../pay-links'
import { USERNAME_RULE, USERNAME_SPACE_MESSAGE } from '../username'
import { currencySchema } from './currency'
import { text } from './text'

export const profileSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    handle: z.string(),
    firstName: z.string().nullable(),
    email: z.string(),
    role: z.enum(['user', 'moderator', 'admin', 'super_admin']),
    status: z.enum(['active', 'suspended']),
    openToInvite: z.boolean(),
    createdAt: z.string().describe('ISO 8601'),
    paymentHandles: z.object({
      venmo: z.string().nullable(),
      cashApp: z.string().nullable(),
      paypal: z.string().nullable(),
    }),
    // The currency new events start in; null: the browser's locale picks it.
    defaultCurrency: z.string().nullable(),
    // Shown to people who owe when no pay link serves the event's currency (an IBAN, bank details).
    paymentNote: z.string().nullable(),
  })
  .meta({ id: 'Profile' })
export type ProfileDto = z.infer<typeof profileSchema>

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    /** A guest account (decision 053): it takes part in its events only, and lives on one device. */
    isGuest: z.boolean(),
  }),
  profile: profileSchema,
})
export type MeDto = z.infer<typeof meSchema>
/** GET /api/session: who is signed in, if anyone (signed out is an answer, not a 401). */
export const sessionSchema = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(false) }),
  meSchema.extend({ signedIn: z.literal(true) }),
])

/** An optional payment handle: prefix stripped, checked against the service's shape, '' clears it. */
const handle = (kind: keyof PaymentHandles) =>
  z
    .string()
    .max(100)
    .transform((s) => normaliseHandle(kind, s))
    .refine((s) => s === '' || HANDLE_RULES[kind].pattern.test(s), HANDLE_RULES[kind].message)
    .transform((s) => s || null)
    .nullable()
    .optional()

/** A username as typed: required, then the shared rule (sign-up and profile forms, and the worker). */
export const usernameSchema = text({
  label: PROFILE_RULES.username,
  max: 30,
  required: PROFILE_RULES.usernameRequired,
  maxMessage: USERNAME_RULE.message,
})
  // A space first, with its own message (people type their full name here); the pattern stays a regex so
  // the OpenAPI document carries it.
  .refine((value) => !/\s/.test(value), USERNAME_SPACE_MESSAGE)
  .regex(USERNAME_RULE.pattern, USERNAME_RULE.message)

// Empty first name is stored as null: "no first name" is one value (it is what the profile reminder checks).
export const updateProfileSchema = z
  .object({
    username: usernameSchema.optional(),
    firstName: text({ label: PROFILE_RULES.firstName, max: 60 })
      .transform((s) => s || null)
      .nullable()
      .optional(),
    openToInvite: z.boolean().optional(),
    venmo: handle('venmo'),
    cashApp: handle('cashApp'),
    paypal: handle('paypal'),
    defaultCurrency: currencySchema.nullable().optional(),
    paymentNote: text({
      label: PROFILE_RULES.paymentNote,
      max: 200,
      multiline: true,
      maxMessage: CURRENCY.paymentNoteTooLong,
    })
      .transform((s) => s || null)
      .nullable()
      .optional(),
  })
  .strict()
export type UpdateProfileInput = z.input<typeof updateProfileSchema>
