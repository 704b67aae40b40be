// Payment handles (Venmo, Cash App, PayPal.me) and the 'Pay with ...' links built from them. The
// shapes follow each service's published rules; people type them with or without their prefix.

import * as BILL from '../messages/bill'
import { currencyExponent, minorToDecimal } from './currency'

export type PaymentHandles = { venmo: string | null; cashApp: string | null; paypal: string | null }

export const HANDLE_RULES = {
  // Venmo usernames: 5 to 30 letters, digits, hyphens or underscores.
  venmo: { strip: /^@/, pattern: /^[A-Za-z0-9_-]{5,30}$/, message: BILL.venmoRule },
  // Cash App $Cashtags: up to 20 letters, digits or underscores, with at least one letter.
  cashApp: {
    strip: /^\$/,
    pattern: /^(?=.*[A-Za-z])[A-Za-z0-9_]{1,20}$/,
    message: BILL.cashtagRule,
  },
  // PayPal.me names: up to 20 letters or digits.
  paypal: {
    strip: /^(https?:\/\/)?(www\.)?paypal\.me\//i,
    pattern: /^[A-Za-z0-9]{1,20}$/,
    message: BILL.paypalRule,
  },
} as const

/** The handle as stored (prefix removed, trimmed), '' for none; validate the result with HANDLE_RULES. */
export const normaliseHandle = (kind: keyof PaymentHandles, input: string) =>
  input.trim().replace(HANDLE_RULES[kind].strip, '')

export type PayLink = { label: string; href: string }

// Venmo and Cash App move US dollars only; PayPal.me takes the currencies PayPal lets people send
// (its published list). A tab in any other currency gets no link: the payee's payment note says how.
const PAYPAL_CURRENCIES = new Set(
  'AUD BRL CAD CNY CZK DKK EUR HKD HUF ILS JPY MYR MXN TWD NZD NOK PHP PLN GBP SGD SEK CHF THB USD'.split(' '),
)

/** Which services can be paid in `currency`. */
export function payServicesFor(currency: string): (keyof PaymentHandles)[] {
  if (currency === 'USD') return ['venmo', 'cashApp', 'paypal']
  return PAYPAL_CURRENCIES.has(currency) ? ['paypal'] : []
}

/**
 * 'Pay with ...' links for paying `cents` (minor units of `currency`) to someone with these handles, the
 * event title as the note; only the services that move that currency.
 */
export function payLinks(
  handles: PaymentHandles | null,
  cents: number,
  eventTitle: string,
  currency = 'USD',
): PayLink[] {
  if (!handles) return []
  const served = new Set(payServicesFor(currency))
  const amount = minorToDecimal(cents, currencyExponent(currency))
  const note = encodeURIComponent(BILL.payNote(eventTitle))
  const links: PayLink[] = []
  if (handles.venmo && served.has('venmo'))
    links.push({
      label: BILL.payWithVenmo,
      href: `https://venmo.com/${encodeURIComponent(handles.venmo)}?txn=pay&amount=${amount}&note=${note}`,
    })
  if (handles.cashApp && served.has('cashApp'))
    links.push({
      label: BILL.payWithCashApp,
      href: `https://cash.app/$${encodeURIComponent(handles.cashApp)}/${amount}`,
    })
  if (handles.paypal && served.has('paypal'))
    links.push({
      label: BILL.payWithPayPal,
      href: `https://paypal.me/${encodeURIComponent(handles.paypal)}/${amount}${currency}`,
    })
  return links
}
