import type { DocBlock } from '@/routes/public/docs-content'

/** Renders the docs' plain data: paragraphs, bullet lists and numbered steps. */
export function DocBlocks({ blocks }: { blocks: DocBlock[] }) {
  return (
    <div className="space-y-3 text-sm leading-relaxed text-muted sm:text-[0.95rem]">
      {blocks.map((block, i) => {
        // Blocks never reorder, so their position is a stable key.
        const key = `b${i}`
        if (typeof block === 'string') return <p key={key}>{block}</p>
        if ('list' in block)
          return (
            <ul key={key} className="list-disc space-y-1.5 pl-5 marker:text-brand-500">
              {block.list.map((li) => (
                <li key={li}>{li}</li>
              ))}
            </ul>
          )
        return (
          <ol key={key} className="space-y-2">
            {block.steps.map((step, n) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden
                  className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-500/15 text-xs font-semibold text-brand-700 dark:text-brand-300"
                >
                  {n + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        )
      })}
    </div>
  )
}
