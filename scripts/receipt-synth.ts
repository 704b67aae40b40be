// npm run receipt:synth -- OUTDIR [--count N] [--seed S] [--family abroad|us] [--split held-out]
// A SYNTHETIC development set of receipts from other countries, with known truth: till receipts of
// eight countries (scripts/lib/synth-profiles.ts: currencies with and without decimals, JUMLAH / SUMME /
// TOTAL TTC, GST / VAT / SST / MwSt / TVA lines, rounding adjustments, service charges, day-first dates)
// laid out in several styles, drawn in monospace and narrow fonts with ImageMagick, then tilted,
// blurred, faded and noised like a phone photo of thermal paper. Same seed, same set: nothing is kept
// in git but this script. Writes OUTDIR/images/*.jpg, OUTDIR/gold/*.json and OUTDIR/manifest.jsonl, the
// layout `npm run receipt:eval` reads. `--family us` draws US restaurant checks and shop receipts instead
// (scripts/lib/synth-us-restaurant.ts, synth-us-shop.ts), half each. `--split held-out` marks a set whose misses
// the eval must not print (a set only scored, never looked at). These are not photos of real receipts: they test the reader's
// rules on layouts and words it was not written against, not the camera.
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PROFILES, type Profile, type Rng } from './lib/synth-profiles'
import { isoMinute, type Line, type Receipt } from './lib/synth-receipt'
import { usRestaurantCheck } from './lib/synth-us-restaurant'
import { usShopReceipt } from './lib/synth-us-shop'
import { fontFile, int, noiseSeed, photographed, pick, RECEIPT_FONTS, seeded } from './lib/thermal-photo'

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

function money(p: Profile, cents: number, withSign: boolean): string {
  const text = p.format(cents)
  const signed = withSign
    ? p.sign.length > 1 && /[A-Z]$/.test(p.sign)
      ? `${p.sign} ${text}`
      : `${p.sign}${text}`
    : text
  return cents < 0 ? `-${signed}` : signed
}

/** Prices in whole units for yen and rupiah, else in cents, of a plausible size for a meal. */
function price(rng: Rng, p: Profile): number {
  if (p.currency === 'JPY') return int(rng, 3, 25) * 10_000 // 300 to 2,500 yen
  if (p.currency === 'IDR') return int(rng, 8, 60) * 100_000 // 8.000 to 60.000 rupiah
  return int(rng, 150, 2400) - (rng() < 0.5 ? int(rng, 0, 9) * 5 : 0)
}

function makeReceipt(rng: Rng, p: Profile): Receipt {
  const style = pick(rng, ['plain', 'qty-column', 'two-line'] as const)
  const withSign = rng() < 0.4
  const date = new Date(2018 + int(rng, 0, 6), int(rng, 0, 11), int(rng, 1, 28), int(rng, 8, 22), int(rng, 0, 59))
  const name = pick(rng, p.names)
  const lines: Line[] = [
    { left: name, center: true, big: true },
    { left: pick(rng, p.streets), center: true },
    { left: pick(rng, p.cities), center: true },
    { left: p.regNo(rng), center: true },
    { left: '' },
    {
      left: `${p.dateFormat(date)} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`,
      right: `No. ${int(rng, 1000, 99999)}`,
    },
    { left: rng() < 0.5 ? `Table ${int(rng, 1, 40)}` : `Cashier: ${int(rng, 1, 9)}` },
    { left: '-'.repeat(32) },
  ]
  const items: { name: string; price: number }[] = []
  const names = [...p.items].sort(() => rng() - 0.5).slice(0, int(rng, 2, Math.min(6, p.items.length)))
  for (const item of names) {
    const unit = price(rng, p)
    const qty = rng() < 0.25 ? int(rng, 2, 3) : 1
    for (let k = 0; k < qty; k++) items.push({ name: item, price: unit / 100 })
    const amount = money(p, unit * qty, withSign)
    if (style === 'plain') lines.push({ left: qty > 1 ? `${qty} ${item}` : item, right: amount })
    else if (style === 'qty-column') lines.push({ left: `${qty}  ${item}`, right: amount })
    else {
      lines.push({ left: item })
      lines.push({ left: `   ${qty} x ${money(p, unit, false)}`, right: amount })
    }
  }
  const subtotal = items.reduce((s, i) => s + Math.round(i.price * 100), 0)
  const whole = (c: number) => (p.decimals === 0 ? Math.round(c / 100) * 100 : Math.round(c))
  const service = p.serviceCharge && rng() < 0.6 ? whole((subtotal * p.serviceCharge.rate) / 100) : 0
  const taxBase = subtotal + service
  const tax = p.taxIncluded ? whole((taxBase * p.taxRate) / (100 + p.taxRate)) : whole((taxBase * p.taxRate) / 100)
  const beforeRounding = taxBase + (p.taxIncluded ? 0 : tax)
  const step = p.rounding?.step ?? 0
  const total = step ? Math.round(beforeRounding / step) * step : beforeRounding
  const rounding = total - beforeRounding

  lines.push({ left: '-'.repeat(32) })
  const showSubtotal = !p.taxIncluded || service > 0 || rng() < 0.3
  if (showSubtotal) lines.push({ left: pick(rng, p.subtotalWord), right: money(p, subtotal, false) })
  if (service > 0) lines.push({ left: p.serviceCharge?.word ?? '', right: money(p, service, false) })
  if (!p.taxIncluded) lines.push({ left: p.taxWord, right: money(p, tax, false) })
  if (rounding !== 0 || (step && rng() < 0.5))
    lines.push({ left: p.rounding?.word ?? '', right: money(p, rounding, false) })
  lines.push({ left: pick(rng, p.totalWord), right: money(p, total, withSign), big: rng() < 0.5 })
  if (p.taxIncluded) lines.push({ left: `${p.taxWord} incl.`, right: money(p, tax, false) })
  const paid = p.decimals === 0 ? Math.ceil(total / 100_000) * 100_000 : Math.ceil(total / 1000) * 1000
  if (rng() < 0.6) {
    lines.push({ left: p.cashWord, right: money(p, paid, false) })
    lines.push({ left: p.changeWord, right: money(p, paid - total, false) })
  } else lines.push({ left: `VISA ************${int(rng, 1000, 9999)}`, right: money(p, total, false) })
  lines.push({ left: '' }, { left: 'THANK YOU', center: true })

  const iso = isoMinute(date)
  return {
    lines,
    gold: {
      isReceipt: true,
      location_name: name,
      street: '',
      city: '',
      state: '',
      zip: '',
      date_time: iso,
      items,
      // Tax inside the prices is not added on top: the items are the subtotal and nothing is added.
      subtotal: subtotal / 100,
      tax: p.taxIncluded ? 0 : tax / 100,
      tip: service > 0 ? (service / 100).toFixed(2) : '',
      total: total / 100,
    },
  }
}

/** Draw the receipt on thermal-paper white, then make it look photographed. */
function render(rng: Rng, receipt: Receipt, file: string, noise: string[]): boolean {
  const font = fontFile(pick(rng, RECEIPT_FONTS))
  const drawn = int(rng, 20, 26)
  const width = 576 // an 80 mm till roll at 203 dpi
  const margin = int(rng, 14, 30)
  // A till never prints a name over its price: a receipt with long rows (a name and its UPC code) is
  // printed in a smaller size, so its longest row and the amount beside it fit with two spaces between.
  const longest = Math.max(...receipt.lines.map((l) => l.left.length + (l.right ? l.right.length + 2 : 0)))
  const size = Math.min(drawn, Math.floor((width - 2 * margin) / (0.62 * longest)))
  const lineHeight = Math.round(size * 1.45)
  const height = (receipt.lines.length + 2) * lineHeight
  const args = ['-size', `${width}x${height}`, 'xc:#fbfbf7', '-font', font, '-fill', '#1a1a1a']
  receipt.lines.forEach((line, i) => {
    const y = lineHeight + i * lineHeight
    const pointsize = String(line.big ? Math.round(size * 1.3) : size)
    // ImageMagick expands % escapes in -annotate text.
    const text = (t: string) => t.replace(/%/g, '%%')
    if (line.center) args.push('-gravity', 'North', '-pointsize', pointsize, '-annotate', `+0+${y}`, text(line.left))
    else {
      // ImageMagick drops leading spaces: an indented row (a modifier under its dish) starts further right.
      const indent = Math.round((line.left.length - line.left.trimStart().length) * size * 0.6)
      args.push(
        '-gravity',
        'NorthWest',
        '-pointsize',
        pointsize,
        '-annotate',
        `+${margin + indent}+${y}`,
        text(line.left.trimStart()),
      )
      if (line.right)
        args.push('-gravity', 'NorthEast', '-pointsize', pointsize, '-annotate', `+${margin}+${y}`, text(line.right))
    }
  })
  args.push(...photographed(rng, file, noise))
  execFileSync('convert', args)
  return size < drawn
}

function main() {
  const args = process.argv.slice(2)
  const out = args.find(
    (a, i) => !a.startsWith('--') && !['--count', '--seed', '--family', '--split'].includes(args[i - 1] ?? ''),
  )
  const us = option(args, '--family') === 'us'
  const split = option(args, '--split')
  if (!out) {
    console.error(
      'usage: npm run receipt:synth -- OUTDIR [--count N] [--seed S] [--family abroad|us] [--split held-out]',
    )
    process.exit(2)
  }
  const count = Number(option(args, '--count') ?? 48)
  const seed = Number(option(args, '--seed') ?? 26)
  const rng = seeded(seed)
  mkdirSync(path.join(out, 'images'), { recursive: true })
  mkdirSync(path.join(out, 'gold'), { recursive: true })
  const manifest: string[] = []
  const smaller: string[] = []
  for (let n = 0; n < count; n++) {
    const profile = PROFILES[n % PROFILES.length] as Profile
    const kind = n % 2 === 0 ? 'restaurant' : 'shop'
    const id = us
      ? `synth-us-${kind}-${String(n).padStart(3, '0')}`
      : `synth-${profile.country.toLowerCase()}-${String(n).padStart(3, '0')}`
    const receipt = us
      ? kind === 'restaurant'
        ? usRestaurantCheck(rng)
        : usShopReceipt(rng)
      : makeReceipt(rng, profile)
    if (render(rng, receipt, path.join(out, 'images', `${id}.jpg`), noiseSeed(seed, n))) smaller.push(id)
    writeFileSync(path.join(out, 'gold', `${id}.json`), `${JSON.stringify(receipt.gold, null, 2)}\n`)
    manifest.push(
      JSON.stringify({
        id,
        image: `images/${id}.jpg`,
        gold: `gold/${id}.json`,
        currency: us ? 'USD' : profile.currency,
        country: us ? 'US' : profile.country,
        synthetic: true,
        ...(split ? { split } : {}),
      }),
    )
  }
  writeFileSync(path.join(out, 'manifest.jsonl'), `${manifest.join('\n')}\n`)
  console.log(`${count} synthetic receipts in ${out}`)
  if (smaller.length > 0) console.log(`printed smaller to fit the roll: ${smaller.join(' ')}`)
}

main()
