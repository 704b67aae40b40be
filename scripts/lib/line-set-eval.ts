// Scores the parser on a line set (tests/receipt-sets/sroie): real receipts whose text lines and
// boxes were transcribed by people, fed to the parser in the order the OCR engine hands lines over.
// It measures the parser alone, as if OCR were perfect; each half (dev, held-out) is reported on its
// own. Only what the set's key fields hold is scored: the total and the date (day).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseReceiptLines } from '../../src/domain/receipt/parse'
import { percent } from './receipt-set-score'
import { asOcrLines, type LineSetReceipt, type Split } from './sroie'

interface LineSetEntry {
  id: string
  file: string
  split: Split
}

type Half = {
  n: number
  total: number
  dated: number
  dateRight: number
  sureWrong: number
  myr: number
  otherCurrency: number
}
const EMPTY: Half = { n: 0, total: 0, dated: 0, dateRight: 0, sureWrong: 0, myr: 0, otherCurrency: 0 }

export function isLineSet(dir: string): boolean {
  const first = readFileSync(path.join(dir, 'manifest.jsonl'), 'utf8').split('\n')[0] ?? ''
  return first.trim() !== '' && 'file' in JSON.parse(first)
}

export function scoreLineSet(dir: string, options: { verbose: boolean; only?: string[] }) {
  let entries: LineSetEntry[] = readFileSync(path.join(dir, 'manifest.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l))
  if (options.only) entries = entries.filter((e) => options.only?.includes(e.id))
  const halves = new Map<Split, Half>()
  for (const entry of entries) {
    const receipt = JSON.parse(readFileSync(path.join(dir, entry.file), 'utf8')) as LineSetReceipt
    const got = parseReceiptLines(asOcrLines(receipt))
    const half = halves.get(entry.split) ?? { ...EMPTY }
    halves.set(entry.split, half)
    const totalOk = Math.round(got.total * 100) === Math.round(receipt.expected.total * 100)
    const day = got.date_time.slice(0, 10)
    const dateOk = day === receipt.expected.date
    half.n++
    half.total += Number(totalOk)
    if (receipt.expected.date) {
      half.dated++
      half.dateRight += Number(dateOk)
    }
    if (got.date_time && got.confidence?.date_time !== false && !dateOk) half.sureWrong++
    half.myr += Number(got.currency === 'MYR')
    half.otherCurrency += Number(got.currency !== undefined && got.currency !== 'MYR')
    // Misses are printed for the dev half only: the held-out half is scored, never looked at.
    const show = entry.split === 'dev' && (options.verbose || !totalOk || !dateOk)
    if (show) {
      const miss = [
        !totalOk && `total ${got.total} vs ${receipt.expected.total}`,
        !dateOk && `date ${day || '-'} vs ${receipt.expected.date} (${receipt.printed.date})`,
      ].filter(Boolean)
      console.error(`${entry.id}: ${miss.length ? miss.join('; ') : 'ok'}`)
    }
  }
  const all = [...halves.values()].reduce(
    (a, h) => Object.fromEntries(Object.keys(a).map((k) => [k, a[k as keyof Half] + h[k as keyof Half]])) as Half,
    { ...EMPTY },
  )
  const figures = (h: typeof all) => ({
    receipts: h.n,
    total_accuracy: percent(h.total, h.n),
    date_accuracy: percent(h.dateRight, h.dated),
    sure_dates_wrong: h.sureWrong,
    currency_myr_named: percent(h.myr, h.n),
    currency_wrong: h.otherCurrency,
  })
  const report = {
    set: dir,
    kind: 'transcribed lines (parser only, OCR taken as perfect)',
    dev: figures(halves.get('dev') ?? { ...all, n: 0, total: 0, dated: 0, dateRight: 0, sureWrong: 0, myr: 0 }),
    held_out: figures(
      halves.get('held-out') ?? { ...all, n: 0, total: 0, dated: 0, dateRight: 0, sureWrong: 0, myr: 0 },
    ),
    all: figures(all),
  }
  console.log(JSON.stringify(report, null, 2))
}
