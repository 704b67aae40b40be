// npm run receipt:sroie-import -- SOURCE.jsonl OUTDIR [--repo OWNER/NAME --path PATH --commit SHA]
// Turns SROIE receipts (ICDAR 2019 scanned Malaysian receipts, records in the Hugging Face layout:
// key, image_size, entities {total, date, ...}, words[], bboxes[[x0, y0, x1, y1]]) into the compact
// line set `npm run receipt:eval` scores: one JSON per receipt with its transcribed lines and boxes,
// the printed total and date, and the same values read into numbers (total in the main unit, date as
// ISO, read day first as Malaysia writes it). A receipt whose transcription does not carry its printed
// total as an amount on some line cannot be scored fairly and is kept out, with the reason printed.
// Each receipt goes to the dev half or the held-out half by a hash of its id, so the split never
// depends on what the parser gets right. Receipts already in OUTDIR's manifest stay: a new batch is
// added to the set, and one imported again is replaced.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type ManifestLine, mergeManifest, readDayFirst, splitOf, totalCents } from './lib/sroie'

interface SourceRecord {
  key: string
  image_size?: { width: number; height: number }
  entities: { total: string; date: string }
  words: string[]
  bboxes: number[][]
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

const VALUED = ['--repo', '--path', '--commit']

/** Every number written as an amount on the lines, in cents ("RM 13.30", "$8.20", "-.02", "1,060.00"). */
function printedAmounts(words: string[]): Set<number> {
  const found = new Set<number>()
  for (const w of words) {
    for (const m of w.matchAll(/-?\d{0,3}(?:,\d{3})*\.\d{2}(?!\d)|-?\d+\.\d{2}(?!\d)/g)) {
      found.add(Math.abs(Math.round(Number(m[0].replace(/,/g, '')) * 100)))
    }
  }
  return found
}

function serialise(receipt: Record<string, unknown>, lines: (string | number)[][]): string {
  // Short arrays (the image size) stay on one line.
  const head = JSON.stringify(receipt, null, 2)
    .replace(/\[\s+(\d+),\s+(\d+)\s+\]/g, '[$1, $2]')
    .replace(/\n}$/, '')
  const body = lines.map((l) => `    ${JSON.stringify(l)}`).join(',\n')
  return `${head},\n  "lines": [\n${body}\n  ]\n}\n`
}

function main() {
  const args = process.argv.slice(2)
  const [source, out] = args.filter((a, i) => !a.startsWith('--') && !VALUED.includes(args[i - 1] ?? ''))
  if (!source || !out) {
    console.error('usage: npm run receipt:sroie-import -- SOURCE.jsonl OUTDIR [--repo R --path P --commit SHA]')
    process.exit(2)
  }
  const provenance = {
    repo: option(args, '--repo') ?? 'jsdnrs/ICDAR2019-SROIE',
    path: option(args, '--path') ?? 'data/train/metadata.jsonl',
    ...(option(args, '--commit') ? { commit: option(args, '--commit') } : {}),
  }
  mkdirSync(out, { recursive: true })
  const manifest: ManifestLine[] = []
  const records: SourceRecord[] = readFileSync(source, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l))
  for (const r of records) {
    if (r.words.length !== r.bboxes.length)
      throw new Error(`${r.key}: ${r.words.length} words, ${r.bboxes.length} boxes`)
    const cents = totalCents(r.entities.total)
    const date = readDayFirst(r.entities.date)
    if (cents === null || !printedAmounts(r.words).has(cents)) {
      console.error(`${r.key}: left out, its total ${r.entities.total} is not on any transcribed line`)
      continue
    }
    const receipt = {
      id: r.key,
      source: provenance,
      ...(r.image_size ? { size: [r.image_size.width, r.image_size.height] } : {}),
      printed: { total: r.entities.total, date: r.entities.date },
      expected: { total: cents / 100, date },
    }
    const lines = r.words.map((w, i) => [...(r.bboxes[i] as number[]), w])
    writeFileSync(path.join(out, `${r.key}.json`), serialise(receipt, lines))
    manifest.push({ id: r.key, file: `${r.key}.json`, split: splitOf(r.key) })
  }
  const manifestPath = path.join(out, 'manifest.jsonl')
  const existing: ManifestLine[] = existsSync(manifestPath)
    ? readFileSync(manifestPath, 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l))
    : []
  const merged = mergeManifest(existing, manifest)
  writeFileSync(manifestPath, `${merged.map((m) => JSON.stringify(m)).join('\n')}\n`)
  console.log(`${manifest.length} of ${records.length} receipts written to ${out} (${merged.length} in its manifest)`)
}

main()
