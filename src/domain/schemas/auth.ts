import * as z from 'zod'
import * as AUTH_RULES from '../../messages/auth-rules'
import { usernameSchema } from './profile'

// The sign-in, sign-up, forgot-password and reset-password forms. better-auth's endpoints are the API
// here; the worker checks passwords with `passwordSchema` too (worker/services/account/passwords.ts), and adds
// the common-password list, which is too big to ship to the browser.

/** A new password's length and blank rules (NIST SP 800-63B: 8 to 128 characters). */
export const passwordSchema = z
  .string()
  .refine((s) => s.trim() !== '', { message: AUTH_RULES.passwordBlank, abort: true })
  .min(8, AUTH_RULES.passwordTooShort)
  .max(128, AUTH_RULES.passwordTooLong)

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const requiredEmail = z.string().trim().min(1, { message: AUTH_RULES.emailRequired, abort: true })

/** Wherever an account is made (sign-up, an invitation), the Terms box must be ticked: one rule for both.
 * A boolean the form starts false; only true passes. */
export const termsAcceptedSchema = z.boolean(AUTH_RULES.termsRequired).refine((v) => v, AUTH_RULES.termsRequired)

export const signUpFormSchema = z.object({
  username: usernameSchema,
  email: requiredEmail.regex(EMAIL_PATTERN, AUTH_RULES.emailInvalid),
  password: z.string().min(1, { message: AUTH_RULES.passwordRequired, abort: true }).pipe(passwordSchema),
  terms: termsAcceptedSchema,
})

// Sign-in has no password minimum (the minimum applies where a password is chosen); one message
// when either box is empty.
export const signInFormSchema = z
  .object({ email: z.string().trim(), password: z.string() })
  .refine((v) => v.email !== '' && v.password !== '', { message: AUTH_RULES.emailAndPassword, path: ['root'] })

export const forgotFormSchema = z.object({ email: requiredEmail })

export const resetPasswordFormSchema = z
  .object({ password: z.string(), confirm: z.string() })
  .superRefine(({ password, confirm }, ctx) => {
    if (!password || !confirm) ctx.addIssue({ code: 'custom', path: ['root'], message: AUTH_RULES.bothRequired })
    else if (password !== confirm)
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: AUTH_RULES.passwordsDiffer })
    else {
      const rule = passwordSchema.safeParse(password)
      if (!rule.success) ctx.addIssue({ code: 'custom', path: ['password'], message: rule.error.issues[0]?.message })
    }
  })
  // better-auth's resetPassword body (the token comes from the link).
  .transform(({ password }) => ({ newPassword: password }))
