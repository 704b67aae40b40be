import * as z from 'zod'
import * as INVITE from '../../messages/invite-more'
import { EMAIL_PATTERN, passwordSchema, termsAcceptedSchema } from './auth'
import { usernameSchema } from './profile'
import { text } from './text'

// Invitations: 'Invite user', the pending invitation and accept-invite (docs/product.md#43-getting-people-in).

/** Days an e-mail invitation stays valid (pending_invite.expires_at). */
export const INVITE_DAYS = 7

export const inviteSchema = z.object({
  firstName: text({ label: INVITE.firstName, max: 60, required: INVITE.firstNameRequired }),
  // Lower-cased (docs/product.md#43-getting-people-in), so one person is one invitation whatever the case typed.
  email: text({ label: INVITE.email, max: 254, required: INVITE.emailRequired })
    .toLowerCase()
    .regex(EMAIL_PATTERN, INVITE.emailInvalid),
})
export type InviteInput = z.input<typeof inviteSchema>

export const inviteResultSchema = z
  .object({
    // added: the e-mail belongs to the host's friend or to an account open to invites, now a participant;
    // invited: an invitation was mailed (to anyone else, with an account or without: the answer is the same).
    outcome: z.enum(['added', 'invited']),
    email: z.string(),
    message: z.string(),
  })
  .meta({ id: 'InviteResult' })
export type InviteResult = z.infer<typeof inviteResultSchema>

export const addMemberSchema = z.object({ userId: z.string().min(1).max(64) }).strict()

export const invitableFriendSchema = z.object({
  userId: z.string(),
  username: z.string(),
  handle: z.string(),
  firstName: z.string().nullable(),
})
export const invitableFriendsSchema = z
  .object({ friends: z.array(invitableFriendSchema) })
  .meta({ id: 'InvitableFriends' })
export type InvitableFriend = z.infer<typeof invitableFriendSchema>

/** What the accept-invite page shows before the account exists (nothing but the invitation itself). */
export const invitationSchema = z
  .object({ email: z.string(), firstName: z.string(), eventTitle: z.string(), invitedBy: z.string().nullable() })
  .meta({ id: 'Invitation' })
export type InvitationDto = z.infer<typeof invitationSchema>

/** One of the signed-in person's own live invitations (GET /api/me/invitations). */
export const myInvitationSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  firstName: z.string(),
  invitedBy: z.string().nullable(),
})
export const myInvitationsSchema = z.array(myInvitationSchema).meta({ id: 'MyInvitations' })
export type MyInvitation = z.infer<typeof myInvitationSchema>

export const inviteIdSchema = z.object({
  id: z.string().min(1, INVITE.invalidLink).max(64, INVITE.invalidLink),
})

export const acceptInviteSchema = z.object({
  username: usernameSchema,
  password: z.string().min(1, { message: INVITE.passwordRequired, abort: true }).pipe(passwordSchema),
  terms: termsAcceptedSchema,
})
export type AcceptInviteInput = z.input<typeof acceptInviteSchema>

export const acceptedInviteSchema = z.object({ eventId: z.string() }).meta({ id: 'AcceptedInvite' })

/** A participant the host cannot remove yet, and what they hold (to reassign first, or on the ledger for good). */
export const HOLDINGS = ['items', 'shares', 'pickups', 'settlements', 'payments', 'payers'] as const
export type Holding = (typeof HOLDINGS)[number]
