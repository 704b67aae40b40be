// The README's table of vision models (between <!-- vision-table --> and <!-- /vision-table -->), filled
// from a score: `npm run receipt:eval -- DIR --vision P --readme docs/receipts.md` writes the row of set DIR's
// folder name and provider P, in place of the row that stood there, or adds it at the table's end.
import type { Provider } from './vision-recordings'

const START = '<!-- vision-table -->'
const END = '<!-- /vision-table -->'

export const PROVIDER_NAMES: Record<Provider, string> = { gemini: 'Gemini', 'workers-ai': 'Workers AI' }

/** The figures of a score the table shows (receipt:eval's report). */
export interface ScoreFigures {
  reader: string
  receipts: number
  total_accuracy: string
  subtotal_accuracy: string
  tax_accuracy: string
  item_precision: string
  item_recall: string
  item_f1: string
  date_accuracy: string
  not_recorded: number
  not_answered: number
  reader_failures: number
  call_seconds_per_image: string
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim())

export function visionRow(set: string, provider: Provider, report: ScoreFigures): string {
  const reader = report.reader.replace(new RegExp(`^${provider}`), PROVIDER_NAMES[provider])
  const unscored = [
    report.not_recorded && `${report.not_recorded} not recorded`,
    report.not_answered && `${report.not_answered} not answered`,
  ].filter(Boolean)
  const receipts = `${report.receipts}${unscored.length ? ` (${unscored.join(', ')})` : ''}`
  const items = report.item_f1 === 'n/a' ? '' : `${report.item_precision} / ${report.item_recall} / ${report.item_f1}`
  const na = (v: string) => (v === 'n/a' ? '' : v)
  return `| \`${set}\` | ${reader} | ${receipts} | ${na(report.total_accuracy)} | ${na(report.subtotal_accuracy)} | ${na(report.tax_accuracy)} | ${items} | ${na(report.date_accuracy)} | ${report.reader_failures} | ${report.call_seconds_per_image === 'n/a' ? '' : `${report.call_seconds_per_image} s`} |`
}

/** The README with the row of (set, provider) written from the score; throws when the table is missing. */
export function fillVisionRow(readme: string, set: string, provider: Provider, report: ScoreFigures): string {
  const lines = readme.split('\n')
  const start = lines.findIndex((l) => l.trim() === START)
  const end = lines.findIndex((l, i) => i > start && l.trim() === END)
  if (start < 0 || end < 0) throw new Error(`the README has no ${START} ... ${END} table`)
  const row = visionRow(set, provider, report)
  const at = lines.findIndex((l, i) => {
    if (i <= start || i >= end) return false
    const [first, second] = cells(l)
    return first === `\`${set}\`` && (second ?? '').startsWith(PROVIDER_NAMES[provider])
  })
  if (at >= 0) lines[at] = row
  else {
    // After the table's last row: the end marker may have blank lines before it.
    let last = end - 1
    while (last > start && lines[last]?.trim() === '') last--
    lines.splice(last + 1, 0, row)
  }
  return lines.join('\n')
}
