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

export const BLANK_PASSWORD = 'Password cannot be only spaces'

export async function checkPassword(password: string): Promise<string | null> {
  // Spaces are allowed inside a passphrase, but a password of nothing else is no secret at all.
  if (password.trim() === '') return BLANK_PASSWORD
  if (password.length < 8) return 'Password must be at least 8 characters'
  if (password.length > 128) return 'Password must be at most 128 characters'
  if ((await commonPasswords()).has(password.toLowerCase()))
    return 'This password is too common. Choose one that is harder to guess.'
  return null
}
