import type { ReaderMode } from './use-receipt-flow'

const readerName: Record<Exclude<ReaderMode, 'offline'>, string> = {
  gemini: 'Google Gemini',
  'workers-ai': 'Cloudflare Workers AI',
}

/**
 * The three steps. Step 2 says honestly where the reading happens: the photo is always stored
 * with the event (members can view it), but its contents go to a model service only when the
 * deployment has one configured.
 */
export function HowItWorks({ mode }: { mode: ReaderMode | undefined }) {
  const read =
    mode === 'gemini' || mode === 'workers-ai'
      ? `${readerName[mode]} reads the photo for us and lists the items, tax, tip and total.`
      : 'It is read right here on your device: the text is recognised by your phone, not by an outside service. The very first read downloads the reader once (about 30 MB).'
  const steps = [
    {
      title: 'Photograph the receipt',
      body: 'Lay it flat in good light, with the whole bill in the frame. A JPEG, PNG or HEIC up to 10 MB.',
    },
    { title: 'We read it', body: read },
    {
      title: 'Confirm and apply',
      body: 'Check the items and amounts, fix anything misread, choose what to apply. Items land in All Items for everyone to claim.',
    },
  ]
  return (
    <section aria-labelledby="how-h" className="rounded-2xl border border-app bg-surface p-5">
      <h2 id="how-h" className="mb-4 font-semibold">
        How it works
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
