// npm run receipt:eval -- DIR [DIR...] [--verbose] [--only id,id] [--limit N] [--cache DIR] [--threads N] [--side PX]
// Scores the offline reader on folders laid out like /work/shared/receipts
// (images/, gold/, manifest.jsonl), each reported on its own: total, subtotal and tax read exactly,
// precision/recall/F1 of item prices as multisets, the date (day) read right, dates offered as sure
// that are wrong, and the currency where the manifest names one. A folder of transcribed lines
// (tests/receipt-sets/sroie, manifest entries with a `file`) is scored by the parser alone. --cache keeps each image's OCR lines
// as JSON (in a folder per set) so parser changes can be re-scored without re-running OCR.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { OcrLine } from '../src/domain/receipt/ocr-line'
import { parseReceiptLines } from '../src/domain/receipt/parse'
import type { ParsedReceipt } from '../src/domain/receipt/schema'
import { isLineSet, scoreLineSet } from './lib/line-set-eval'
import { createNodeOcr, ocrFile } from './lib/ocr-node'

interface ManifestEntry {
  id: string
  image: string
  gold: string
  currency?: string
  /** Only these are known for the receipt (a drawn SROIE receipt knows its total and date). */
  fields?: ('total' | 'date')[]
  /** dev or held-out: misses of the held-out half are never printed. */
  split?: string
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

const cents = (v: number | string) => Math.round(Number(v || 0) * 100)

/** Matched count of two multisets of prices (in cents). */
function multisetOverlap(a: number[], b: number[]): number {
  const counts = new Map<number, number>()
  for (const v of b) counts.set(v, (counts.get(v) ?? 0) + 1)
  let hit = 0
  for (const v of a) {
    const n = counts.get(v) ?? 0
    if (n > 0) {
      hit++
      counts.set(v, n - 1)
    }
  }
  return hit
}

const VALUED = ['--only', '--limit', '--cache', '--threads', '--side']

async function main() {
  const args = process.argv.slice(2)
  const dirs = args.filter((a, i) => !a.startsWith('--') && !VALUED.includes(args[i - 1] ?? ''))
  if (dirs.length === 0) {
    console.error('usage: npm run receipt:eval -- DIR [DIR...] [--verbose] [--only id,id] [--limit N] [--cache DIR]')
    process.exit(2)
  }
  const engine: EngineSlot = { current: undefined }
  for (const dir of dirs) {
    if (isLineSet(dir))
      scoreLineSet(dir, { verbose: args.includes('--verbose'), only: option(args, '--only')?.split(',') })
    else await scoreSet(dir, args, engine)
  }
  await engine.current?.release()
}

type EngineSlot = { current: Awaited<ReturnType<typeof createNodeOcr>> | undefined }

async function scoreSet(dir: string, args: string[], engine: EngineSlot) {
  const verbose = args.includes('--verbose')
  const only = option(args, '--only')?.split(',')
  const limit = Number(option(args, '--limit') ?? Number.POSITIVE_INFINITY)
  const cacheRoot = option(args, '--cache')
  // One cache folder per set, so two sets with the same ids never share OCR lines.
  const cacheDir = cacheRoot && path.join(cacheRoot, path.basename(path.resolve(dir)))
  if (cacheDir) mkdirSync(cacheDir, { recursive: true })
  let entries: ManifestEntry[] = readFileSync(path.join(dir, 'manifest.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l))
  if (only) entries = entries.filter((e) => only.includes(e.id))
  entries = entries.slice(0, limit)

  const score = {
    total: 0,
    subtotal: 0,
    tax: 0,
    notReceipt: 0,
    tp: 0,
    predicted: 0,
    gold: 0,
    ocrMs: 0,
    ocrRuns: 0,
    dated: 0,
    dateRight: 0,
    sureDateWrong: 0,
    withCurrency: 0,
    currencyRight: 0,
    currencyWrong: 0,
    /** Receipts whose gold has every field (subtotal, tax, items), not only total and date. */
    full: 0,
  }
  const bySplit = new Map<string, { n: number; total: number }>()
  for (const entry of entries) {
    const gold = JSON.parse(readFileSync(path.join(dir, entry.gold), 'utf8')) as ParsedReceipt
    const cacheFile = cacheDir ? path.join(cacheDir, `${entry.id}.json`) : undefined
    let lines: OcrLine[]
    if (cacheFile && existsSync(cacheFile)) {
      lines = JSON.parse(readFileSync(cacheFile, 'utf8'))
    } else {
      engine.current ??= await createNodeOcr(Number(option(args, '--threads') ?? 1))
      const started = performance.now()
      const side = option(args, '--side')
      lines = await ocrFile(
        engine.current,
        path.join(dir, entry.image),
        side ? { detectionSide: Number(side) } : undefined,
      )
      score.ocrMs += performance.now() - started
      score.ocrRuns++
      if (cacheFile) writeFileSync(cacheFile, JSON.stringify(lines))
    }
    const got = parseReceiptLines(lines)
    const ok = {
      total: cents(got.total) === cents(gold.total),
      subtotal: cents(got.subtotal) === cents(gold.subtotal),
      tax: cents(got.tax) === cents(gold.tax),
    }
    const gotPrices = got.items.map((i) => cents(i.price))
    const goldPrices = (gold.items ?? []).map((i) => cents(i.price))
    const tp = multisetOverlap(gotPrices, goldPrices)
    const full = entry.fields === undefined
    score.total += Number(ok.total)
    score.notReceipt += Number(!got.isReceipt)
    if (full) {
      score.full++
      score.subtotal += Number(ok.subtotal)
      score.tax += Number(ok.tax)
      score.tp += tp
      score.predicted += gotPrices.length
      score.gold += goldPrices.length
    }
    if (entry.split) {
      const half = bySplit.get(entry.split) ?? { n: 0, total: 0 }
      bySplit.set(entry.split, { n: half.n + 1, total: half.total + Number(ok.total) })
    }
    const goldDay = gold.date_time.slice(0, 10)
    const dateRight = got.date_time.slice(0, 10) === goldDay
    if (goldDay) {
      score.dated++
      score.dateRight += Number(dateRight)
    }
    if (got.date_time && got.confidence?.date_time !== false && !dateRight) score.sureDateWrong++
    if (entry.currency) {
      score.withCurrency++
      score.currencyRight += Number(got.currency === entry.currency)
      score.currencyWrong += Number(got.currency !== undefined && got.currency !== entry.currency)
    }
    const itemsOk = !full || (tp === gotPrices.length && tp === goldPrices.length)
    if (entry.split !== 'held-out' && (verbose || !ok.total || !itemsOk)) {
      const miss = [
        !ok.total && `total ${got.total} vs ${gold.total}`,
        full && !ok.subtotal && `subtotal ${got.subtotal} vs ${gold.subtotal}`,
        full && !ok.tax && `tax ${got.tax} vs ${gold.tax}`,
        !itemsOk &&
          `items [${gotPrices.map((c) => c / 100).join(' ')}] vs [${goldPrices.map((c) => c / 100).join(' ')}]`,
      ].filter(Boolean)
      if (miss.length > 0 || verbose) console.error(`${entry.id}: ${miss.length ? miss.join('; ') : 'ok'}`)
    }
  }
  const n = entries.length
  const precision = score.predicted ? score.tp / score.predicted : 0
  const recall = score.gold ? score.tp / score.gold : 0
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0
  const pct = (v: number, of = n) => (of ? `${((100 * v) / of).toFixed(1)}%` : 'n/a')
  const report = {
    set: dir,
    receipts: n,
    total_accuracy: pct(score.total),
    ...Object.fromEntries(
      [...bySplit].map(([half, h]) => [`total_accuracy_${half}`, `${pct(h.total, h.n)} of ${h.n}`]),
    ),
    subtotal_accuracy: pct(score.subtotal, score.full),
    tax_accuracy: pct(score.tax, score.full),
    item_precision: score.full ? precision.toFixed(3) : 'n/a',
    item_recall: score.full ? recall.toFixed(3) : 'n/a',
    item_f1: score.full ? f1.toFixed(3) : 'n/a',
    date_accuracy: pct(score.dateRight, score.dated),
    sure_dates_wrong: score.sureDateWrong,
    currency_accuracy: pct(score.currencyRight, score.withCurrency),
    currency_wrong: score.currencyWrong,
    not_a_receipt: score.notReceipt,
    ocr_seconds_per_image: score.ocrRuns ? (score.ocrMs / score.ocrRuns / 1000).toFixed(2) : 'cached',
  }
  console.log(JSON.stringify(report, null, 2))
}

main()
