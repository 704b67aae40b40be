// How a reader is scored on a folder laid out like ../shared/receipts (images/, gold/, manifest.jsonl),
// whatever read the photos: the offline reader (OCR + parser) or a vision model's recorded answers.
// One scorer, so their rows in the README are comparable: total, subtotal and tax read exactly,
// precision/recall/F1 of item prices as multisets, the date (day), dates offered as sure that are
// wrong, and the currency where the manifest names one. Misses of the held-out half are never printed.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ParsedReceipt } from '../../src/domain/receipt/schema'

export interface ManifestEntry {
  id: string
  image: string
  gold: string
  currency?: string
  /** Only these are known for the receipt (a drawn SROIE receipt knows its total and date). */
  fields?: ('total' | 'date')[]
  /** dev or held-out: misses of the held-out half are never printed. */
  split?: string
}

/** What a reader made of one photo: a receipt, or a failure (an HTTP error, an answer the reader refuses). */
export type Reading = { receipt: ParsedReceipt } | { failure: string }

export function readManifest(dir: string, pick: { only?: string[]; limit?: number } = {}): ManifestEntry[] {
  let entries: ManifestEntry[] = readFileSync(path.join(dir, 'manifest.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l))
  if (pick.only) entries = entries.filter((e) => pick.only?.includes(e.id))
  return entries.slice(0, pick.limit ?? Number.POSITIVE_INFINITY)
}

export function readGold(dir: string, entry: ManifestEntry): ParsedReceipt {
  return JSON.parse(readFileSync(path.join(dir, entry.gold), 'utf8')) as ParsedReceipt
}

export const percent = (v: number, of: number) => (of ? `${((100 * v) / of).toFixed(1)}%` : 'n/a')

const cents = (v: number | string | undefined) => Math.round(Number(v || 0) * 100)

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

export interface SetScoreOptions {
  verbose?: boolean
  /** Where misses are printed (stderr by default). */
  log?: (line: string) => void
}

/**
 * Tallies one set. A failed reading is a receipt read wrong on every field it is scored on (no total,
 * no items, no date): the person would have typed it all in.
 */
export function createSetScore(options: SetScoreOptions = {}) {
  const log = options.log ?? ((line: string) => console.error(line))
  const score = {
    n: 0,
    total: 0,
    subtotal: 0,
    tax: 0,
    notReceipt: 0,
    failures: 0,
    tp: 0,
    predicted: 0,
    gold: 0,
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

  function add(entry: ManifestEntry, gold: ParsedReceipt, reading: Reading) {
    const got = 'receipt' in reading ? reading.receipt : undefined
    const ok = {
      total: got !== undefined && cents(got.total) === cents(gold.total),
      subtotal: got !== undefined && cents(got.subtotal) === cents(gold.subtotal),
      tax: got !== undefined && cents(got.tax) === cents(gold.tax),
    }
    const gotPrices = (got?.items ?? []).map((i) => cents(i.price))
    const goldPrices = (gold.items ?? []).map((i) => cents(i.price))
    const tp = multisetOverlap(gotPrices, goldPrices)
    const full = entry.fields === undefined
    score.n++
    score.total += Number(ok.total)
    score.notReceipt += Number(got !== undefined && !got.isReceipt)
    score.failures += Number(got === undefined)
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
    const goldDay = (gold.date_time ?? '').slice(0, 10)
    const gotDate = got?.date_time ?? ''
    const dateRight = got !== undefined && gotDate.slice(0, 10) === goldDay
    if (goldDay) {
      score.dated++
      score.dateRight += Number(dateRight)
    }
    if (gotDate && got?.confidence?.date_time !== false && !dateRight) score.sureDateWrong++
    if (entry.currency) {
      score.withCurrency++
      score.currencyRight += Number(got?.currency === entry.currency)
      score.currencyWrong += Number(got?.currency !== undefined && got.currency !== entry.currency)
    }
    if (entry.split === 'held-out') return
    if (!got) {
      log(`${entry.id}: reader failed: ${'failure' in reading ? reading.failure : ''}`)
      return
    }
    const itemsOk = !full || (tp === gotPrices.length && tp === goldPrices.length)
    if (options.verbose || !ok.total || !itemsOk) {
      const miss = [
        !ok.total && `total ${got.total} vs ${gold.total}`,
        full && !ok.subtotal && `subtotal ${got.subtotal} vs ${gold.subtotal}`,
        full && !ok.tax && `tax ${got.tax} vs ${gold.tax}`,
        !itemsOk &&
          `items [${gotPrices.map((c) => c / 100).join(' ')}] vs [${goldPrices.map((c) => c / 100).join(' ')}]`,
      ].filter(Boolean)
      if (miss.length > 0 || options.verbose) log(`${entry.id}: ${miss.length ? miss.join('; ') : 'ok'}`)
    }
  }

  /** The figures, in the order the README's table reads them; `reader` names what read the photos. */
  function report(set: string, reader: string) {
    const n = score.n
    const precision = score.predicted ? score.tp / score.predicted : 0
    const recall = score.gold ? score.tp / score.gold : 0
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0
    return {
      set,
      reader,
      receipts: n,
      total_accuracy: percent(score.total, n),
      ...Object.fromEntries(
        [...bySplit].map(([half, h]) => [`total_accuracy_${half}`, `${percent(h.total, h.n)} of ${h.n}`]),
      ),
      subtotal_accuracy: percent(score.subtotal, score.full),
      tax_accuracy: percent(score.tax, score.full),
      item_precision: score.full ? precision.toFixed(3) : 'n/a',
      item_recall: score.full ? recall.toFixed(3) : 'n/a',
      item_f1: score.full ? f1.toFixed(3) : 'n/a',
      date_accuracy: percent(score.dateRight, score.dated),
      sure_dates_wrong: score.sureDateWrong,
      currency_accuracy: percent(score.currencyRight, score.withCurrency),
      currency_wrong: score.currencyWrong,
      not_a_receipt: score.notReceipt,
      reader_failures: score.failures,
    }
  }

  return { add, report }
}
