// npm run receipt:sroie-render -- OUTDIR [--set tests/receipt-sets/sroie] [--split dev|held-out] [--limit N] [--seed S]
// The SROIE line set has no images here, so this draws each receipt's transcribed lines where they
// were printed (the box's place and height, a receipt font squeezed to the box's width) on thermal
// paper, then photographs it like the synthetic set does (faded, tilted, blurred, noised, JPEG).
// Writes OUTDIR/images, OUTDIR/gold and OUTDIR/manifest.jsonl for `npm run receipt:eval`, which then
// runs the whole offline reader (OCR and parser) on them. Only the total and the date are known, so
// the manifest scores only those. These are real receipts' words and layouts, not their paper.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { LineSetReceipt } from './lib/sroie'
import { fontFile, noiseSeed, photographed, pick, RECEIPT_FONTS, seeded } from './lib/thermal-photo'

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

const VALUED = ['--set', '--split', '--limit', '--seed']
const WIDTH = 640 // about an 80 mm till roll at 203 dpi, with a margin

/** Draw the receipt's lines at their places, scaled to a till roll's width. */
function render(receipt: LineSetReceipt, rng: () => number, file: string, noise: string[]) {
  const xs = receipt.lines.flatMap(([x0, , x1]) => [x0, x1])
  const ys = receipt.lines.flatMap(([, y0, , y1]) => [y0, y1])
  const left = Math.min(...xs)
  const top = Math.min(...ys)
  const scale = (WIDTH - 40) / Math.max(1, Math.max(...xs) - left)
  const height = Math.round((Math.max(...ys) - top) * scale) + 60
  const font = fontFile(pick(rng, RECEIPT_FONTS))
  const args = ['-size', `${WIDTH}x${height}`, 'xc:#fbfbf7', '-font', font, '-fill', '#1a1a1a', '-gravity', 'NorthWest']
  for (const [x0, y0, x1, y1, text] of receipt.lines) {
    const w = (x1 - x0) * scale
    const h = (y1 - y0) * scale
    // A monospace character is about 0.6 of the point size wide: the text fits its box both ways.
    const size = Math.max(8, Math.min(h * 0.9, w / (0.6 * Math.max(1, text.length))))
    const x = Math.round(20 + (x0 - left) * scale)
    const y = Math.round(30 + (y0 - top) * scale + (h - size) / 2)
    // ImageMagick expands % escapes in -annotate text.
    args.push('-pointsize', size.toFixed(1), '-annotate', `+${x}+${y}`, text.replace(/%/g, '%%'))
  }
  args.push(...photographed(rng, file, noise))
  execFileSync('convert', args)
}

function main() {
  const args = process.argv.slice(2)
  const out = args.find((a, i) => !a.startsWith('--') && !VALUED.includes(args[i - 1] ?? ''))
  if (!out) {
    console.error(
      'usage: npm run receipt:sroie-render -- OUTDIR [--set DIR] [--split dev|held-out] [--limit N] [--seed S]',
    )
    process.exit(2)
  }
  const set = option(args, '--set') ?? 'tests/receipt-sets/sroie'
  const split = option(args, '--split')
  const limit = Number(option(args, '--limit') ?? Number.POSITIVE_INFINITY)
  const seed = Number(option(args, '--seed') ?? 19)
  const rng = seeded(seed)
  mkdirSync(path.join(out, 'images'), { recursive: true })
  mkdirSync(path.join(out, 'gold'), { recursive: true })
  const entries = readFileSync(path.join(set, 'manifest.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { id: string; file: string; split: string })
    .filter((e) => !split || e.split === split)
    .slice(0, limit)
  const manifest: string[] = []
  for (const [index, entry] of entries.entries()) {
    const receipt = JSON.parse(readFileSync(path.join(set, entry.file), 'utf8')) as LineSetReceipt
    render(receipt, rng, path.join(out, 'images', `${entry.id}.jpg`), noiseSeed(seed, index))
    const gold = { isReceipt: true, date_time: receipt.expected.date, total: receipt.expected.total }
    writeFileSync(path.join(out, 'gold', `${entry.id}.json`), `${JSON.stringify(gold, null, 2)}\n`)
    manifest.push(
      JSON.stringify({
        id: entry.id,
        image: `images/${entry.id}.jpg`,
        gold: `gold/${entry.id}.json`,
        fields: ['total', 'date'],
        split: entry.split,
        rendered: true,
      }),
    )
  }
  writeFileSync(path.join(out, 'manifest.jsonl'), `${manifest.join('\n')}\n`)
  console.log(`${entries.length} SROIE receipts drawn in ${out}`)
}

main()
