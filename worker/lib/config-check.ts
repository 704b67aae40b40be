// What the worker cannot run without, checked once at the door (worker/middleware/require-config.ts) and by
// `npm start` before it serves anything (scripts/dev.mjs). Imports nothing: Node runs this file as it is.

/** better-auth signs sessions and tokens with it; a short one is guessable, so 32 characters at least. */
const MIN_SECRET_LENGTH = 32
/** The placeholder in .dev.vars.example: long enough, but public. */
export const EXAMPLE_SECRET = 'change-me-to-a-long-random-string'

/** What is wrong with the worker's settings, in words that say what to set and where; null when nothing. */
export function configProblem(vars: { BETTER_AUTH_SECRET?: string | undefined }): string | null {
  const secret = vars.BETTER_AUTH_SECRET ?? ''
  const where =
    'Set it to 32 or more random characters: locally in .dev.vars (BETTER_AUTH_SECRET=..., e.g. from ' +
    '`openssl rand -base64 32`; delete .dev.vars and `npm start` writes one for you), deployed with ' +
    '`npx wrangler secret put BETTER_AUTH_SECRET`.'
  if (!secret) return `BETTER_AUTH_SECRET is not set. ${where}`
  if (secret.length < MIN_SECRET_LENGTH)
    return `BETTER_AUTH_SECRET is ${secret.length} characters long; it must be at least ${MIN_SECRET_LENGTH}. ${where}`
  if (secret === EXAMPLE_SECRET) return `BETTER_AUTH_SECRET is still the example's placeholder. ${where}`
  return null
}
