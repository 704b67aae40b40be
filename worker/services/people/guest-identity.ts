// What marks a guest account's made-up identity (decision 053). better-auth's anonymous plugin needs an
// e-mail and a name for every user: a guest gets an address in a reserved domain nobody can receive at
// (`.invalid`, RFC 2606) and a username nobody chose, which the first name covers on every screen.

/** The domain of every guest account's placeholder e-mail. */
export const GUEST_EMAIL_DOMAIN = 'guest.opentab.invalid'

/** True for a guest account's placeholder address: mail to it is never sent (mail/mailer.ts). */
export const isGuestEmail = (email: string) => email.toLowerCase().endsWith(`@${GUEST_EMAIL_DOMAIN}`)

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'

/** A username within the username rule (letters, digits, `_`), random enough never to meet another. */
export function guestUsername() {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return `guest_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`
}
