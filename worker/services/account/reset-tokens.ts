import { and, eq, like } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { verification } from '../../db/schema'

/**
 * Ends every outstanding password-reset link of an account. better-auth keeps each one as a verification
 * row named `reset-password:<token>` whose value is the user id; a password change or a successful reset
 * calls this, so a link mailed earlier (perhaps to a mailbox someone else reads) is dead from then on.
 */
export async function dropResetTokens(db: Db, userId: string) {
  await db
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, 'reset-password:%')))
}
