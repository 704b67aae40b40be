// US shop receipts for the synthetic set: UPC codes beside names with tax flags, multi-buys ("2 @ 2 FOR
// 5.00"), weighed produce ("1.23 lb @ $3.99 /lb"), card savings and coupons under an item with a trailing
// "-" or "CR", bottle deposit / CRV lines, one or two tax lines, TOTAL SAVINGS, tender and change, and an
// items-sold count. The truth is what a person splitting the bill enters: each item at what it cost after
// the savings and coupons printed under it (a multi-buy is one item per unit), a deposit as the line of its
// own the bill prints, the printed subtotal, the sum of the tax lines, no tip, and the total charged.

import type { Rng } from './synth-profiles'
import type { Line, Receipt } from './synth-receipt'
import { usGold } from './synth-receipt'
import { percentText, phone, taxOn, usDate, usDateTime, usd, usPlace } from './synth-us-place'
import { int, pick } from './thermal-photo'

const GOODS: [string, number, number, boolean][] = [
  ['CHOBANI YOGURT', 129, 199, false],
  ['BANANAS', 0, 0, false],
  ['ORGANIC MILK 1G', 549, 699, false],
  ['PAPER TOWELS 6PK', 899, 1499, true],
  ['DISH SOAP', 299, 499, true],
  ['SOURDOUGH BREAD', 399, 599, false],
  ['LAYS CHIPS', 349, 499, true],
  ['SPARKLING WATER 12PK', 599, 799, true],
  ['AA BATTERIES 8CT', 799, 1299, true],
  ['GROUND BEEF 1LB', 599, 899, false],
  ['CHEDDAR CHEESE', 349, 549, false],
  ['COLA 2L', 199, 299, true],
]
const PRODUCE = ['BANANAS', 'GALA APPLES', 'ROMA TOMATOES', 'RED GRAPES']
const NAMES = ['FRESHWAY MARKET', 'VALUE MART #0421', 'CORNER PHARMACY', 'GREEN GROCER CO', 'HOMEGOODS SUPPLY']

export function usShopReceipt(rng: Rng): Receipt {
  const place = usPlace(rng)
  const name = pick(rng, NAMES)
  const date = usDate(rng)
  const lines: Line[] = [
    { left: name, center: true, big: true },
    { left: place.street, center: true },
    { left: place.city, center: true },
    { left: phone(rng), center: true },
    { left: `ST# ${int(rng, 100, 9999)} OP# ${int(rng, 1, 999)} TE# ${int(rng, 1, 40)} TR# ${int(rng, 1000, 99999)}` },
  ]
  const dateOnTop = rng() < 0.5
  if (dateOnTop) lines.push({ left: usDateTime(rng, date) })
  const gold: { name: string; price: number }[] = []
  let taxable = 0
  let savings = 0
  let units = 0
  const flags = rng() < 0.6
  for (let k = int(rng, 3, 9); k > 0; k--) {
    const [good, lo, hi, taxed] = pick(rng, GOODS)
    const upc = rng() < 0.6 ? ` ${Array.from({ length: 12 }, () => int(rng, 0, 9)).join('')}` : ''
    const flag = flags ? (taxed ? ' T' : ' F') : ''
    let cents: number
    let count = 1
    if (lo === 0 || (PRODUCE.includes(good) && rng() < 0.5)) {
      const produce = lo === 0 ? good : pick(rng, PRODUCE)
      const perLb = int(rng, 49, 399)
      const lb = int(rng, 40, 350) / 100
      cents = Math.round(perLb * lb)
      lines.push({ left: produce })
      lines.push({ left: `  ${lb.toFixed(2)} lb @ $${usd(perLb)}/lb`, right: `${usd(cents)}${flag}` })
      gold.push({ name: produce, price: cents / 100 })
      units++
      continue
    }
    cents = int(rng, lo, hi)
    const r = rng()
    if (r < 0.15) {
      // "2 @ 2 FOR 5.00": a multi-buy at a round deal price.
      count = int(rng, 2, 3)
      const deal = Math.round((cents * count * 0.8) / (count * 5)) * count * 5
      lines.push({ left: `${good}${upc}`, right: `${usd(deal)}${flag}` })
      lines.push({ left: `  ${count} @ ${count} FOR $${usd(deal)}` })
      for (let q = 0; q < count; q++) gold.push({ name: good, price: deal / count / 100 })
      if (taxed) taxable += deal
      units += count
      continue
    }
    lines.push({ left: `${good}${upc}`, right: `${usd(cents)}${flag}` })
    let net = cents
    const extra: { name: string; price: number }[] = []
    if (r < 0.3) {
      const off = Math.min(cents - 50, int(rng, 2, 15) * 10)
      lines.push({
        left: `  ${pick(rng, ['SC CARD SAVINGS', 'CARD SAVINGS', 'MEMBER SAVINGS'])}`,
        right: `${usd(off)}-`,
      })
      net -= off
      savings += off
    } else if (r < 0.4) {
      const off = Math.min(cents - 50, pick(rng, [50, 75, 100, 150]))
      lines.push({
        left: `  ${pick(rng, ['MFR COUPON', 'STORE COUPON', 'DIGITAL COUPON'])}`,
        right: pick(rng, [`${usd(off)}-`, `${usd(off)}CR`]),
      })
      net -= off
      savings += off
    } else if (r < 0.47) {
      // The price printed is already the sale price; the line under it only says what was saved.
      const off = int(rng, 2, 12) * 10
      lines.push({ left: `  You saved $${usd(off)}` })
      savings += off
    }
    if (/WATER|COLA/.test(good) && rng() < 0.7) {
      const deposit = good.includes('12PK') ? pick(rng, [60, 120]) : pick(rng, [5, 10])
      const label = pick(rng, ['CA CRV', 'BOTTLE DEPOSIT', 'CRV'])
      lines.push({ left: `  ${label}`, right: `${usd(deposit)}${flag}` })
      extra.push({ name: label, price: deposit / 100 })
      if (taxed) taxable += deposit
    }
    gold.push({ name: good, price: net / 100 }, ...extra)
    if (taxed) taxable += net
    units++
  }
  const subtotal = gold.reduce((s, i) => s + Math.round(i.price * 100), 0)
  lines.push({ left: pick(rng, ['SUBTOTAL', 'SUB TOTAL', 'Subtotal']), right: usd(subtotal) })
  let tax = 0
  if (rng() < 0.4) {
    const rates = [pick(rng, [6000, 4000, 6250]), pick(rng, [2500, 1000, 2250])]
    rates.forEach((rate, n) => {
      const part = taxOn(taxable, rate)
      tax += part
      lines.push({ left: `TAX ${n + 1} ${percentText(rate)}`, right: usd(part) })
    })
  } else {
    const rate = pick(rng, [8875, 7250, 9500, 6625])
    tax = taxOn(taxable, rate)
    lines.push({
      left: pick(rng, [`Sales Tax ${percentText(rate)}`, 'TAX', `TAX ${percentText(rate)}`]),
      right: usd(tax),
    })
  }
  const total = subtotal + tax
  lines.push({
    left: pick(rng, ['TOTAL', '**** BALANCE', 'TOTAL DUE']),
    right: usd(total, rng() < 0.4),
    big: rng() < 0.3,
  })
  if (rng() < 0.4) {
    const cash = Math.ceil((total + 1) / 2000) * 2000
    lines.push({ left: 'CASH TEND', right: usd(cash) }, { left: 'CHANGE DUE', right: usd(cash - total) })
  } else {
    lines.push({ left: pick(rng, ['DEBIT TEND', 'VISA TEND', 'MASTERCARD']), right: usd(total) })
    lines.push({ left: `CARD # XXXXXXXXXXXX${int(rng, 1000, 9999)}` })
    if (rng() < 0.5) lines.push({ left: 'CHANGE DUE', right: '0.00' })
  }
  if (savings > 0)
    lines.push(
      rng() < 0.5
        ? { left: 'TOTAL SAVINGS', right: usd(savings) }
        : { left: `YOU SAVED $${usd(savings)} TODAY`, center: true },
    )
  lines.push({ left: pick(rng, [`# ITEMS SOLD ${units}`, `ITEMS SOLD ${units}`]) })
  if (!dateOnTop) lines.push({ left: usDateTime(rng, date) })
  lines.push(
    { left: `TC# ${int(rng, 1000, 9999)} ${int(rng, 1000, 9999)} ${int(rng, 1000, 9999)}` },
    { left: 'THANK YOU FOR SHOPPING', center: true },
  )
  return {
    lines,
    gold: usGold({
      name,
      street: place.street,
      date,
      items: gold,
      subtotalCents: subtotal,
      taxCents: tax,
      tipCents: 0,
      totalCents: total,
    }),
  }
}
