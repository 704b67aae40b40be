import * as RECEIPTS from '@/messages/receipts'
import type { ReaderMode } from './use-receipt-flow'

const readerName: Record<Exclude<ReaderMode, 'offline'>, string> = RECEIPTS.readerNames

/**
 * The three steps. Step 2 says honestly where the reading happens: the photo is always stored
 * with the event (members can view it), but its contents go to a model service only when the
 * deployment has one configured.
 */
export function HowItWorks({ mode }: { mode: ReaderMode | undefined }) {
  const read =
    mode === 'gemini' || mode === 'workers-ai' ? RECEIPTS.readByService(readerName[mode]) : RECEIPTS.readOnDevice
  const steps = [
    { title: RECEIPTS.stepPhotograph, body: RECEIPTS.stepPhotographBody },
    { title: RECEIPTS.stepRead, body: read },
    { title: RECEIPTS.stepConfirm, body: RECEIPTS.stepConfirmBody },
  ]
  return (
    <section aria-labelledby="how-h" className="rounded-2xl border border-app bg-surface p-5">
      <h2 id="how-h" className="mb-4 font-semibold">
        {RECEIPTS.howItWorks}
      </h2>
      <ol className="space-y-4">
        {steps.map((s, i) => (
          <li key={s.title} className="flex gap-3">
            <span
              aria-hidden
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-500/15 text-sm font-semibold text-brand-500"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-medium text-app">{s.title}</h3>
              <p className="mt-0.5 text-sm text-muted">{s.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
