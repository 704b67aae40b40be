import { type BetterAuthAdvancedOptions, betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api'
import { getCookies } from 'better-auth/cookies'
import { anonymous, magicLink, openAPI } from 'better-auth/plugins'
import { eq } from 'drizzle-orm'
import * as z from 'zod'
import { confirmEmailPath, nextOfCallback } from '../src/domain/next-path'
import * as AUTH from '../src/messages/auth'
import {
  accountsDb,
  assertGoodPassword,
  emailTakenError,
  guardAccountChanges,
  refuseSuspendedSession,
  sessionOwner,
  suspendedError,
  usernameTakenError,
} from './auth-guards'
import type { Db } from './db/client'
import * as schema from './db/schema'
import { createMailer } from './mail/mailer'
import { confirmEmailMessage, resetPasswordMessage } from './mail/templates'
import { allowedQuietly, rules } from './services/account/rate-limits'
import { dropResetTokens } from './services/account/reset-tokens'
import { closeSessionSockets } from './services/account/sessions'
import { GUEST_EMAIL_DOMAIN, guestUsername } from './services/people/guest-identity'
import { mailSignInLink, mergeLinkedGuest, SIGN_IN_LINK_SECONDS } from './services/people/guest-sign-in-link'
import { joinPendingInvites } from './services/people/invites'
import { mergeGuestAccount } from './services/people/merge-guest-account'
import {
  accountExists,
  findProfileByEmail,
  removeAccountWithoutProfile,
  USERNAME_TAKEN,
  usernameProblem,
} from './services/people/profiles'

export { SUSPENDED_MESSAGE } from './auth-guards'

// Per-IP limits on the endpoints people abuse. AUTH_RATE_LIMIT_SCALE multiplies
// them (the browser test server raises it; production leaves it at 1).
function rateRules(scale: number) {
  const rule = (window: number, max: number) => ({ window, max: Math.max(1, Math.round(max * scale)) })
  return {
    '/sign-in/email': rule(60, 10),
    // Checks a password like sign-in does, so it gets sign-in's limit.
    '/verify-password': rule(60, 10),
    '/sign-up/email': rule(60, 5),
    '/request-password-reset': rule(300, 5),
    '/reset-password': rule(300, 10),
    '/send-verification-email': rule(300, 5),
    // Guest accounts are made only by POST /api/join/guest, which has its own limits (decision 053).
    '/sign-in/anonymous': rule(60, 30),
    // Sign-in links are asked for only by POST /api/me/keep-tabs/link (its own limits, decision 054);
    // opening one is a sign-in.
    '/sign-in/magic-link': rule(60, 5),
    '/magic-link/verify': rule(60, 10),
  }
}

export type Auth = ReturnType<typeof createAuth>

/** Session lifetime and how often its expiry slides forward (require-user.ts follows the same rule). */
export const SESSION_EXPIRES_IN = 60 * 60 * 24 * 30
export const SESSION_UPDATE_AGE = 60 * 60 * 24

const advanced: BetterAuthAdvancedOptions = {
  ipAddress: { ipAddressHeaders: ['cf-connecting-ip'] },
  useSecureCookies: true,
  defaultCookieAttributes: { httpOnly: true, secure: true, sameSite: 'lax' },
}

/** The session cookie's name, as better-auth derives it from the options below (require-user.ts reads it). */
export const SESSION_COOKIE = getCookies({ advanced }).sessionToken.name

// One better-auth instance per request: bindings and the public origin are per request in workers.
// `confirmedByInvite`: the e-mail of an account made from an e-mail invitation (services/people/accept-invite.ts),
// which the invitation itself confirms, so it is sent no confirmation mail.
export function createAuth(env: Env, db: Db, origin: string, opts: { confirmedByInvite?: string } = {}) {
  const mailer = () => createMailer(env, db)
  const scale = Number(env.AUTH_RATE_LIMIT_SCALE ?? '1') || 1
  return betterAuth({
    appName: 'OpenTab',
    baseURL: origin,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [origin],
    // The user and its profile are written in one transaction (auth-guards.ts).
    database: drizzleAdapter(accountsDb(db), { provider: 'sqlite', schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // A reset link is only good for the password it was sent for: a reset ends the others.
      onPasswordReset: async ({ user }) => {
        await dropResetTokens(db, user.id)
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      // better-auth answers a sign-up for a taken e-mail with a made-up success; we say so (decision 004).
      // This also covers a racer that registered the e-mail after our own check.
      onExistingUserSignUp: async () => {
        throw emailTakenError()
      },
      sendResetPassword: async ({ user, token }) => {
        // Per address, whatever the IP: past the cap the answer is unchanged and no mail goes out.
        if (!(await allowedQuietly(db, env, rules.accountMail('reset', user.email)))) return
        await mailer().send(
          resetPasswordMessage(user.email, `${origin}/reset-password?token=${encodeURIComponent(token)}`),
        )
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The confirmation link signs the new person in (once: an already-confirmed link does not),
      // so they land where they were going instead of on the sign-in form again.
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      // A confirmed e-mail joins the events it was invited to (docs/product.md#43-getting-people-in).
      afterEmailVerification: async (user) => {
        await joinPendingInvites(env, db, user.email, user.id)
      },
      sendVerificationEmail: async ({ user, token, url }) => {
        if (opts.confirmedByInvite && user.email === opts.confirmedByInvite) return
        if (!(await allowedQuietly(db, env, rules.accountMail('confirm', user.email)))) return
        // Where the sign-up was going (a join, an invitation) rides in the link, from the callback the
        // page named (better-auth puts it in `url`); only a path of this site survives (decision 049).
        const next = nextOfCallback(new URL(url).searchParams.get('callbackURL'))
        await mailer().send(confirmEmailMessage(user.email, `${origin}${confirmEmailPath(next, token)}`))
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      // Every other auth endpoint, per IP; scaled like the rules (the browser tests share one IP).
      max: Math.max(1, Math.round(120 * scale)),
      customRules: rateRules(scale),
    },
    advanced,
    // Describes the /api/auth/* endpoints for /api/openapi.json (its reference page is off).
    plugins: [
      openAPI({ disableDefaultReference: true }),
      // Guest accounts (decision 053): made by our own join route, never deleted by the plugin itself (the
      // clean-up job and the merge into a full account do it, each in its own batch).
      anonymous({
        emailDomainName: GUEST_EMAIL_DOMAIN,
        generateName: guestUsername,
        disableDeleteAnonymousUser: true,
        // A guest signing in to an existing account brings its tabs along: merged, then deleted, in one batch.
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          if (!newUser.user.isAnonymous) await mergeGuestAccount(db, anonymousUser.user.id, newUser.user.id)
        },
      }),
      // Keep my tabs with a sign-in link (decision 054): only a guest asks for one (our own route), and
      // opening it, on any device, signs in to the e-mail's account and merges the guest that asked.
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        // A copy of the table holds no working link.
        storeToken: 'hashed',
        sendMagicLink: async ({ email, token, metadata }) => {
          await mailSignInLink(env, db, origin, { email, token, metadata })
        },
      }),
    ],
    session: { expiresIn: SESSION_EXPIRES_IN, updateAge: SESSION_UPDATE_AGE },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>
        if (ctx.path === '/sign-up/email') return { context: { body: await checkSignUp(db, body) } }
        if (ctx.path === '/sign-in/email') return refuseSuspended(db, ctx.context, body)
        if (ctx.path === '/reset-password') return assertGoodPassword(body.newPassword)
        // From outside, a guest account is made only with an event to join (routes/join.ts), never bare.
        if (ctx.path === '/sign-in/anonymous' && ctx.request) throw new APIError('NOT_FOUND')
        // Likewise a sign-in link is only a guest's, asked for by POST /api/me/keep-tabs/link (decision 054).
        if (ctx.path === '/sign-in/magic-link' && ctx.request) throw new APIError('NOT_FOUND')
        await refuseSuspendedSession(ctx, env, db)
        return guardAccountChanges(ctx, body)
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A sign-in link that signed someone in brings the guest that asked for it (decision 054). Opened
        // in the guest's own browser, the anonymous plugin's onLinkAccount (which runs after this hook and
        // needs the guest's session still there) merges it instead.
        const signedIn = ctx.context.newSession?.user.id
        if (ctx.path === '/magic-link/verify' && signedIn && typeof ctx.query?.token === 'string')
          await mergeLinkedGuest(db, ctx.query.token, signedIn, (await sessionOwner(ctx, db))?.userId)
        // A new password ends every reset link sent before it.
        if (ctx.path !== '/change-password' || isAPIError(ctx.context.returned)) return
        const userId = ctx.context.newSession?.user.id ?? ctx.context.session?.user.id
        if (userId) await dropResetTokens(db, userId)
      }),
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const [row] = await db
              .select({ status: schema.profiles.status })
              .from(schema.profiles)
              .where(eq(schema.profiles.id, session.userId))
            if (row?.status === 'suspended') return false
          },
        },
        delete: {
          // Signed out, revoked, replaced by a password change or reset, expired: its sockets close too.
          after: async (session) => {
            await closeSessionSockets(env, db, session.userId, session.id)
          },
        },
      },
    },
  })
}

const invalid = (message: string, code = 'VALIDATION_ERROR') => new APIError('BAD_REQUEST', { message, code })

// Sign-up checks better-auth does not do (or words less clearly): username rules and
// uniqueness, e-mail uniqueness regardless of case, the password list. All run before
// anything is written, so a refused sign-up leaves no user, profile or mail behind. Racing
// sign-ups that all pass them are decided by the one insert of user and profile (auth-guards.ts).
async function checkSignUp(db: Db, body: Record<string, unknown>) {
  const username = typeof body.name === 'string' ? body.name.trim() : ''
  const problem = await usernameProblem(db, username)
  if (problem === USERNAME_TAKEN) throw usernameTakenError()
  if (problem) throw invalid(problem, 'INVALID_USERNAME')
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
  if (!email) throw invalid(AUTH.emailIsRequired)
  if (!z.email().safeParse(email).success) throw invalid(AUTH.enterValidEmail)
  await removeAccountWithoutProfile(db, email)
  if (await accountExists(db, email)) throw emailTakenError()
  if (typeof body.password !== 'string' || !body.password) throw invalid(AUTH.passwordIsRequired)
  await assertGoodPassword(body.password)
  return { ...body, name: username, email }
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]['context']

// A suspended account is told so, but only when the password is right: otherwise
// anyone could learn that an e-mail belongs to a suspended account.
async function refuseSuspended(db: Db, auth: HookContext, body: Record<string, unknown>) {
  if (typeof body.email !== 'string' || typeof body.password !== 'string') return
  const profile = await findProfileByEmail(db, body.email.trim().toLowerCase())
  if (profile?.status !== 'suspended') return
  const found = await auth.internalAdapter.findUserByEmail(profile.email, { includeAccounts: true })
  const hash = found?.accounts.find((a) => a.providerId === 'credential')?.password
  if (!hash || !(await auth.password.verify({ hash, password: body.password }))) return
  throw suspendedError()
}
