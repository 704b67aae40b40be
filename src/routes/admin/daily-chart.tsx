import { Card } from '@/components/ui/card'
import type { AdminOverview } from '@/domain/schemas/admin'
import * as ADMIN from '@/messages/admin'

type Day = AdminOverview['daily'][number]

/** The value scale: 0, a whole-number middle when there is room for one, and the top (the largest count). */
export function yTicks(max: number): number[] {
  const top = Math.max(1, max)
  return top >= 2 ? [0, Math.round(top / 2), top] : [0, top]
}

/** The days named under the chart: the first, the middle and the last. */
const xTickIndexes = (n: number) => (n <= 1 ? [0] : [0, Math.floor((n - 1) / 2), n - 1])

const H = 120
const SLOT = 10
/** Two bars per day, side by side in the day's slot. */
const SERIES = [
  { key: 'signups', x: 1, fill: 'fill-brand-500' },
  { key: 'events', x: 5, fill: 'fill-sky-500' },
] as const

/**
 * Sign-ups and events created per day, last 30 days, in plain SVG (no chart library), with the axes labelled
 * (issue 46: it had neither axes nor values): counts up the side from 0, days (UTC, as the worker counts
 * them) along the bottom, and the numbers themselves in a table anyone can open. The bars are a picture
 * of that table, so assistive technology reads the table and the figure's summary, not the bars.
 */
export function DailyChart({ daily }: { daily: Day[] }) {
  const ticks = yTicks(Math.max(0, ...daily.map((d) => Math.max(d.signups, d.events))))
  const top = ticks[ticks.length - 1] ?? 1
  const totals = daily.reduce((t, d) => ({ s: t.s + d.signups, e: t.e + d.events }), { s: 0, e: 0 })
  const first = daily[0]?.day ?? ''
  const last = daily[daily.length - 1]?.day ?? ''
  const bar = (value: number) => (value / top) * H
  return (
    <figure className="mt-3" aria-label={ADMIN.chartCaption(totals.s, totals.e, first, last)}>
      <div className="flex gap-2" aria-hidden="true">
        <span className="flex items-center text-xs text-muted [writing-mode:vertical-rl] rotate-180">
          {ADMIN.chartYAxis}
        </span>
        <div className="relative h-32 w-8 shrink-0 text-right text-xs tabular-nums text-muted">
          {ticks.map((t) => (
            <span
              key={t}
              data-testid="y-tick"
              className="absolute right-0 -translate-y-1/2 leading-none"
              style={{ bottom: `calc(${(t / top) * 100}% - 0.5em)` }}
            >
              {t}
            </span>
          ))}
        </div>
        <div className="relative h-32 min-w-0 flex-1 border-b border-l border-app">
          {ticks.slice(1).map((t) => (
            <span
              key={t}
              className="absolute inset-x-0 border-t border-dashed border-app"
              style={{ bottom: `${(t / top) * 100}%` }}
            />
          ))}
          <svg
            viewBox={`0 0 ${daily.length * SLOT} ${H}`}
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full"
            aria-hidden="true"
          >
            {daily.map((d, i) => (
              <g key={d.day}>
                {SERIES.map(({ key, x, fill }) => (
                  <rect
                    key={key}
                    x={i * SLOT + x}
                    width={3.5}
                    y={H - bar(d[key])}
                    height={bar(d[key])}
                    className={fill}
                  />
                ))}
              </g>
            ))}
          </svg>
        </div>
      </div>
      <div className="ml-[3.75rem] mt-1 flex justify-between text-xs tabular-nums text-muted" aria-hidden="true">
        {xTickIndexes(daily.length).map((i) => (
          <span key={i} data-testid="x-tick">
            {daily[i]?.day}
          </span>
        ))}
      </div>
      <p className="ml-[3.75rem] text-center text-xs text-muted" aria-hidden="true">
        {ADMIN.chartXAxis}
      </p>
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
        <span className="flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-sm bg-brand-500" aria-hidden="true" /> {ADMIN.signUpsTotal(totals.s)}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-sm bg-sky-500" aria-hidden="true" /> {ADMIN.eventsTotal(totals.e)}
        </span>
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-400">
          {ADMIN.showTheNumbers}
        </summary>
        <DailyTable daily={daily} />
      </details>
    </figure>
  )
}

function DailyTable({ daily }: { daily: Day[] }) {
  return (
    <Card className="mt-2 max-h-80 overflow-y-auto p-0">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{ADMIN.chartTableCaption}</caption>
        <thead className="sticky top-0 bg-surface text-xs text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {ADMIN.chartXAxis}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {ADMIN.signUps}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {ADMIN.eventsCreated}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-[var(--border)]">
          {daily.map((d) => (
            <tr key={d.day}>
              <th scope="row" className="px-3 py-1.5 font-normal">
                {d.day}
              </th>
              <td className="px-3 py-1.5 text-right">{d.signups}</td>
              <td className="px-3 py-1.5 text-right">{d.events}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  )
}
