// The shape every synthetic receipt is drawn from (scripts/receipt-synth.ts): printed rows and the truth a
// person splitting the bill would enter.

/** A printed row: text at the left, optionally an amount at the right; `big` for the shop's name. */
export type Line = { left: string; right?: string; center?: boolean; big?: boolean }

export interface Receipt {
  lines: Line[]
  gold: Record<string, unknown>
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Local ISO 8601 date and time to the minute, as the eval's gold expects. */
export function isoMinute(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:00`
}
