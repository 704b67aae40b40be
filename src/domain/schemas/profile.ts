import * as z from 'zod'
import { USERNAME_RULE } from '../username'
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
  })
  .meta({ id: 'Profile' })
export type ProfileDto = z.infer<typeof profileSchema>

export const meSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean() }),
  profile: profileSchema,
})
export type MeDto = z.infer<typeof meSchema>

/** A username as typed: required, then the shared rule (sign-up and profile forms, and the worker). */
export const usernameSchema = text({
  label: 'Username',
  max: 30,
  required: 'Username is required',
  maxMessage: USERNAME_RULE.message,
}).regex(USERNAME_RULE.pattern, USERNAME_RULE.message)

// Empty first name is stored as null (spec section 5).
export const updateProfileSchema = z
  .object({
    username: usernameSchema.optional(),
    firstName: text({ label: 'First name', max: 60 })
      .transform((s) => s || null)
      .nullable()
      .optional(),
    openToInvite: z.boolean().optional(),
  })
  .strict()
export type UpdateProfileInput = z.input<typeof updateProfileSchema>
