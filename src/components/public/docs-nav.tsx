import { ListTree } from 'lucide-react'
import { useState } from 'react'
import { Collapsible } from '@/components/ui/collapsible'
import * as PUBLIC from '@/messages/public'
import type { DocSection } from '@/routes/public/docs-content'

function AnchorList({ sections, onPick }: { sections: DocSection[]; onPick?: () => void }) {
  return (
    <ul className="space-y-3 text-sm">
      {sections.map((s) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            onClick={onPick}
            className="font-semibold text-app hover:text-brand-700 dark:hover:text-brand-400"
          >
            {s.title}
          </a>
          <ul className="mt-1.5 space-y-1 border-l border-app pl-3">
            {s.subsections.map((sub) => (
              <li key={sub.id}>
                <a
                  href={`#${sub.id}`}
                  onClick={onPick}
                  className="block py-0.5 leading-snug text-muted hover:text-brand-700 dark:hover:text-brand-400"
                >
                  {sub.title}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

/**
 * The side list of anchors: a sticky column on wide screens, a collapsed "On this page"
 * disclosure on phones so the content starts right under the search box. It lists only
 * what the current search shows, so no anchor points at a hidden section.
 */
export function DocsNav({ sections }: { sections: DocSection[] }) {
  const [open, setOpen] = useState(false)
  if (sections.length === 0) return null
  return (
    <>
      <nav aria-label={PUBLIC.documentationSections} className="lg:hidden">
        <Collapsible
          trigger={PUBLIC.onThisPage}
          icon={<ListTree aria-hidden size={16} />}
          open={open}
          onOpenChange={setOpen}
        >
          <div className="pt-1">
            <AnchorList sections={sections} onPick={() => setOpen(false)} />
          </div>
        </Collapsible>
      </nav>
      <nav
        aria-label={PUBLIC.documentationSections}
        className="sticky top-20 hidden max-h-[calc(100vh-6rem)] overflow-y-auto pb-6 lg:block"
      >
        <p className="mb-4 text-xs font-semibold uppercase tracking-wider text-muted">{PUBLIC.onThisPage}</p>
        <AnchorList sections={sections} />
      </nav>
    </>
  )
}
