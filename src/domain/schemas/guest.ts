import * as z from 'zod'
import * as AUTH_RULES from '../../messages/auth-rules'
import * as GUESTS from '../../messages/guests'
import { EMAIL_PATTERN, passwordSchema, termsAcceptedSchema } from './auth'
import { joinSchema } from './event'
import { text } from './text'

// Joining without an account (decision 053).

/** POST /api/join/guest: the code, and the one field a guest types. */
export const guestJoinSchema = joinSchema.extend({
  firstName: text({ label: GUESTS.firstName, max: 60, required: GUESTS.firstNameRequired }),
  // "I'm one of these": the placeholder guest whose items the newcomer takes over (its id, from the preview).
  placeholderId: z.string().min(1).max(64).optional(),
})
export type GuestJoinInput = z.infer<typeof guestJoinSchema>

/** GET /api/join/{code}: what a join code opens, shown before anyone signs up or joins. */
export const joinPreviewSchema = z.object({
  title: z.string(),
  hostName: z.string(),
  guestsAllowed: z.boolean(),
  open: z.boolean(),
  // The host's placeholder guests (people added by name), offered as "I'm one of these" while guests may
  // join; empty otherwise.
  placeholders: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type JoinPreview = z.infer<typeof joinPreviewSchema>

const emailSchema = z
  .string()
  .trim()
  .min(1, { message: AUTH_RULES.emailRequired, abort: true })
  .max(254)
  .regex(EMAIL_PATTERN, AUTH_RULES.emailInvalid)
  // better-auth checks an address with zod's e-mail rule, stricter than the form's pattern; an address it
  // would refuse later (its mail, its sign-in link) is refused here, before the account changes.
  .refine((s) => z.email().safeParse(s).success, AUTH_RULES.emailInvalid)
  .transform((s) => s.toLowerCase())

/** POST /api/me/keep-tabs: a guest account becomes a full one with an e-mail and a password. */
export const keepTabsSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: AUTH_RULES.passwordRequired, abort: true }).pipe(passwordSchema),
  // Keeping the tabs makes an account: the Terms apply as at sign-up.
  terms: termsAcceptedSchema,
})
export type KeepTabsInput = z.infer<typeof keepTabsSchema>

/** POST /api/me/keep-tabs/link: a guest asks for a sign-in link to an e-mail (decision 054). */
export const keepTabsLinkSchema = z.object({
  email: emailSchema,
  // Opening the link may make an account: the Terms apply as at sign-up.
  terms: termsAcceptedSchema,
})
export type KeepTabsLinkInput = z.infer<typeof keepTabsLinkSchema>
