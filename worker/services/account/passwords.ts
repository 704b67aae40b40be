import { passwordSchema } from '../../../src/domain/schemas/auth'
import * as AUTH from '../../../src/messages/auth'

// Password rules (NIST SP 800-63B): 8 to 128 characters and not a commonly used
// password. The list is zxcvbn-ts's common-password dictionary, loaded on first use.
let common: Set<string> | null = null

async function commonPasswords() {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common')
    common = new Set(dictionary['passwords-common'])
  }
  return common
}

export async function checkPassword(password: string): Promise<string | null> {
  // Blank and length rules are shared with the browser's forms; spaces are allowed inside a passphrase,
  // but a password of nothing else is no secret at all.
  const rule = passwordSchema.safeParse(password)
  if (!rule.success) return rule.error.issues[0]?.message ?? AUTH.invalidPassword
  if ((await commonPasswords()).has(password.toLowerCase())) return AUTH.passwordTooCommon
  return null
}
