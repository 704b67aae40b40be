// What the US synthetic receipts share (scripts/lib/synth-us-restaurant.ts, synth-us-shop.ts): dollars,
// sales-tax rates, month-first dates in the formats US printers use, and made-up merchants' addresses.
import type { Rng } from './synth-profiles'
import { int, pick } from './thermal-photo'

const pad = (n: number) => String(n).padStart(2, '0')
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** "12.50", "1,234.50", "$12.50"; negatives as the caller prints them. */
export function usd(cents: number, sign = false): string {
  const abs = Math.abs(cents)
  const text = `${String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${pad(abs % 100)}`
  return sign ? `$${text}` : text
}

/** Sales tax in thousandths of a percent (8.875% is 8875), rounded half up to the cent as tills do. */
export const taxOn = (cents: number, rate: number) => Math.round((cents * rate) / 100_000)

export const percentText = (rate: number) => `${(rate / 1000).toFixed(3).replace(/0+$/, '').replace(/\.$/, '')}%`

/** Month first, in one of the formats US receipt printers use, with a 12- or 24-hour time. */
export function usDateTime(rng: Rng, d: Date): string {
  const m = d.getMonth() + 1
  const y = d.getFullYear()
  const date = pick(rng, [
    `${pad(m)}/${pad(d.getDate())}/${y}`,
    `${m}/${d.getDate()}/${String(y).slice(2)}`,
    `${pad(m)}/${pad(d.getDate())}/${String(y).slice(2)}`,
    `${pad(m)}-${pad(d.getDate())}-${y}`,
    `${MONTHS[m - 1]} ${d.getDate()}, ${y}`,
    `${MONTHS[m - 1]}${pad(d.getDate())}'${String(y).slice(2)}`,
  ])
  const h = d.getHours()
  const time =
    rng() < 0.5
      ? `${h % 12 === 0 ? 12 : h % 12}:${pad(d.getMinutes())} ${h < 12 ? 'AM' : 'PM'}`
      : `${pad(h)}:${pad(d.getMinutes())}:${pad(int(rng, 0, 59))}`
  return `${date} ${time}`
}

export function usDate(rng: Rng): Date {
  return new Date(2019 + int(rng, 0, 7), int(rng, 0, 11), int(rng, 1, 28), int(rng, 7, 22), int(rng, 0, 59))
}

/** Combined state and local sales-tax rates, thousandths of a percent. */
export const US_TAX_RATES = [8875, 7250, 9500, 6000, 8250, 10250, 6625, 7000, 4712]

const PLACES = [
  { street: '1452 BROADWAY', city: 'NEW YORK, NY 10036' },
  { street: '220 W MAIN ST', city: 'Durham, NC 27701' },
  { street: '8810 SUNSET BLVD', city: 'West Hollywood, CA 90069' },
  { street: '77 Congress Ave', city: 'Austin, TX 78701' },
  { street: '3100 N CLARK ST', city: 'CHICAGO IL 60657' },
  { street: '415 Pike St', city: 'Seattle, WA 98101' },
  { street: '19 Elm Street', city: 'Burlington, VT 05401' },
  { street: '6200 E Camelback Rd', city: 'Scottsdale, AZ 85251' },
]

export function usPlace(rng: Rng): { street: string; city: string } {
  return pick(rng, PLACES)
}

export function phone(rng: Rng): string {
  return `(${int(rng, 201, 989)}) ${int(rng, 200, 999)}-${String(int(rng, 0, 9999)).padStart(4, '0')}`
}
