// US restaurant checks for the synthetic set: a server / table / guests / check header, seat headings,
// modifier lines with and without a price, comped and voided dishes, a suggested-gratuity table, and a
// card slip ("VISA ****1234", "Amount:", "Tip: ____", "Total: ____") printed as a customer copy, sometimes
// with a merchant copy too. The truth is what a person splitting the bill enters: each dish at its price,
// a priced modifier ("ADD Bacon +1.50") as a line of its own as the bill prints it (the US photos' truth
// has "ADD Mac Sauce 0.40" so), nothing for a comped or voided dish, the tax, a tip only when printed as
// a number, and the total charged (with that tip).

import type { Rng } from './synth-profiles'
import type { Line, Receipt } from './synth-receipt'
import { usGold } from './synth-receipt'
import { percentText, phone, taxOn, US_TAX_RATES, usDate, usDateTime, usd, usPlace } from './synth-us-place'
import { int, pick } from './thermal-photo'

const DISHES: [string, number, number][] = [
  ['Cheeseburger', 1200, 1800],
  ['Caesar Salad', 900, 1400],
  ['Fish Tacos', 1300, 1700],
  ['Chicken Wings', 1000, 1600],
  ['Ribeye Steak', 2800, 4200],
  ['Margherita Pizza', 1400, 1900],
  ['Clam Chowder', 700, 1100],
  ['Draft IPA', 600, 900],
  ['House Red Glass', 900, 1400],
  ['Iced Tea', 250, 450],
  ['Diet Coke', 250, 400],
  ['French Fries', 400, 700],
  ['Mac & Cheese', 800, 1300],
  ['Pancake Stack', 900, 1300],
  ['Chocolate Cake', 700, 1100],
  ['Lobster Roll', 2400, 3200],
]
const FREE_MODS = ['NO ONION', 'NO ICE', 'ADD Lemon', 'Medium Rare', 'Dressing on Side', 'NO Cheese', 'Extra Crispy']
const PAID_MODS: [string, number][] = [
  ['ADD Bacon', 150],
  ['ADD Avocado', 200],
  ['SUB Sweet Potato Fries', 150],
  ['Extra Cheese', 100],
  ['ADD Shrimp', 600],
]
const SERVERS = ['Maria', 'Jake R', 'Tasha', 'Luis', 'Kim']
const NAMES = ['BLUE DOOR BISTRO', "MICKEY'S TAVERN", 'The Copper Pot', 'HARBOR GRILL', 'Lucky Star Diner']

interface Dish {
  name: string
  cents: number
  qty: number
}

export function usRestaurantCheck(rng: Rng): Receipt {
  const place = usPlace(rng)
  const name = pick(rng, NAMES)
  const date = usDate(rng)
  const guests = int(rng, 1, 8)
  const lines: Line[] = [
    { left: name, center: true, big: true },
    { left: place.street, center: true },
    { left: place.city, center: true },
    { left: phone(rng), center: true },
    { left: '' },
    { left: `Server: ${pick(rng, SERVERS)}`, right: `Check #${int(rng, 10, 9999)}` },
    { left: `Table ${int(rng, 1, 60)}`, right: `Guests: ${guests}` },
    { left: usDateTime(rng, date) },
    { left: '-'.repeat(30) },
  ]
  const gold: { name: string; price: number }[] = []
  const seats = rng() < 0.35 ? Math.min(guests, int(rng, 2, 3)) : 0
  for (let seat = 0; seat < Math.max(1, seats); seat++) {
    if (seats > 0) lines.push({ left: pick(rng, [`Seat ${seat + 1}`, `-- Seat ${seat + 1} --`]) })
    for (let k = int(rng, 1, seats > 0 ? 3 : 5); k > 0; k--) dishLines(rng, lines, gold)
  }
  const subtotal = gold.reduce((s, i) => s + Math.round(i.price * 100), 0)
  const rate = pick(rng, US_TAX_RATES)
  const tax = taxOn(subtotal, rate)
  // A large party's gratuity is added on the check; otherwise the tip is written on the slip, or not at all.
  const autoGrat = guests >= 6 && rng() < 0.7 ? Math.round(subtotal * 0.18) : 0
  const due = subtotal + tax + autoGrat
  let slipTip = autoGrat === 0 && rng() < 0.3 ? int(rng, 3, 25) * 100 : 0
  lines.push({ left: '-'.repeat(30) })
  lines.push({ left: pick(rng, ['Subtotal', 'Sub Total', 'SUBTOTAL', 'Food & Bev']), right: usd(subtotal) })
  lines.push({ left: pick(rng, ['Tax', 'Sales Tax', `Sales Tax ${percentText(rate)}`, 'TAX']), right: usd(tax) })
  if (autoGrat)
    lines.push({ left: pick(rng, ['Gratuity 18%', 'Auto Grat 18%', 'Service Charge 18%']), right: usd(autoGrat) })
  lines.push({
    left: pick(rng, ['Total', 'Check Total', 'Amount Due', 'Balance Due', 'TOTAL']),
    right: usd(due, rng() < 0.5),
    big: rng() < 0.3,
  })
  if (rng() < 0.6) tipGuide(rng, lines, subtotal, due)
  const card = `${pick(rng, ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'])} ****${int(rng, 1000, 9999)}`
  if (rng() < 0.25) {
    // Paid in cash: no slip, so no tip written on one.
    slipTip = 0
    const cash = Math.ceil((due + 1) / 1000) * 1000
    lines.push({ left: 'Cash', right: usd(cash) }, { left: 'Change', right: usd(cash - due) })
  } else {
    if (rng() < 0.5) lines.push({ left: card, right: usd(due) }, { left: 'Balance Due', right: '0.00' })
    const copies = rng() < 0.3 ? ['MERCHANT COPY', 'CUSTOMER COPY'] : ['CUSTOMER COPY']
    for (const copy of copies) slip(rng, lines, copy, card, due, slipTip)
  }
  lines.push({ left: '' }, { left: 'Thank you! Come again', center: true })
  const tip = autoGrat || slipTip
  return {
    lines,
    gold: usGold({
      name,
      street: place.street,
      date,
      items: gold,
      subtotalCents: subtotal,
      taxCents: tax,
      tipCents: tip,
      totalCents: due + slipTip,
    }),
  }
}

/** One dish and what hangs under it: a free or priced modifier, or a comp or void that cancels it. */
function dishLines(rng: Rng, lines: Line[], gold: { name: string; price: number }[]) {
  const [name, lo, hi] = pick(rng, DISHES)
  const dish: Dish = { name, cents: Math.round(int(rng, lo, hi) / 25) * 25, qty: rng() < 0.2 ? int(rng, 2, 4) : 1 }
  const line = dish.cents * dish.qty
  lines.push({ left: dish.qty > 1 ? `${dish.qty} ${name}` : name, right: usd(line) })
  if (dish.qty > 1) {
    for (let q = 0; q < dish.qty; q++) gold.push({ name, price: dish.cents / 100 })
    return
  }
  const r = rng()
  if (r < 0.25) lines.push({ left: `   ${pick(rng, FREE_MODS)}` })
  if (r >= 0.25 && r < 0.45) {
    const [mod, cents] = pick(rng, PAID_MODS)
    lines.push(
      rng() < 0.5 ? { left: `   ${mod}`, right: `+${usd(cents)}` } : { left: `   + ${mod}`, right: usd(cents) },
    )
    gold.push({ name, price: dish.cents / 100 }, { name: mod, price: cents / 100 })
    return
  }
  if (r >= 0.45 && r < 0.53) {
    lines.push({ left: `   ${pick(rng, ['COMP: Manager', 'VOID', 'Comp - Birthday'])}`, right: `-${usd(dish.cents)}` })
    return
  }
  gold.push({ name, price: dish.cents / 100 })
}

/** The suggested gratuities, as a heading with a row each, one row, or a row each with its total. */
function tipGuide(rng: Rng, lines: Line[], subtotal: number, due: number) {
  const rates = [18, 20, 22]
  const tipOf = (p: number) => Math.round((subtotal * p) / 100)
  const style = int(rng, 0, 2)
  lines.push(
    { left: '' },
    { left: pick(rng, ['SUGGESTED GRATUITY', 'Tip Guide', 'For your convenience:']), center: true },
  )
  if (style === 0) for (const p of rates) lines.push({ left: `${p}% = $${usd(tipOf(p))}` })
  if (style === 1) lines.push({ left: rates.map((p) => `${p}% $${usd(tipOf(p))}`).join('  ') })
  if (style === 2)
    for (const p of rates) lines.push({ left: `${p}%  Tip $${usd(tipOf(p))}`, right: `Total $${usd(due + tipOf(p))}` })
}

function slip(rng: Rng, lines: Line[], copy: string, card: string, due: number, tip: number) {
  lines.push({ left: '' }, { left: copy, center: true }, { left: card })
  lines.push({ left: `Auth: ${int(rng, 100000, 999999)}` })
  lines.push({ left: 'Amount:', right: `$${usd(due)}` })
  lines.push({ left: 'Tip:', right: tip ? usd(tip) : '________' })
  lines.push({ left: 'Total:', right: tip ? usd(due + tip) : '________' })
  lines.push({ left: 'X____________________' }, { left: 'I agree to pay the above total', center: true })
}
