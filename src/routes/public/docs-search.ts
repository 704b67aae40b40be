import type { DocBlock, DocSection } from './docs-content'

const blockText = (b: DocBlock): string =>
  typeof b === 'string' ? b : 'list' in b ? b.list.join(' ') : b.steps.join(' ')

/** Every word of the query must appear somewhere in the text (case-insensitive), so
 * "split tip" finds the passage that talks about both, wherever the words sit. */
function matches(query: string, ...texts: string[]): boolean {
  const haystack = texts.join(' ').toLowerCase()
  return query.split(/\s+/).every((word) => haystack.includes(word))
}

/**
 * The sections and subsections a search shows. A section whose own title or description
 * matches is kept whole (the reader asked for that topic); otherwise it keeps only the
 * subsections whose title, description or content matches, and disappears if none do.
 */
export function filterDocs(sections: DocSection[], rawQuery: string): DocSection[] {
  const query = rawQuery.trim().toLowerCase()
  if (!query) return sections
  return sections.flatMap((section) => {
    if (matches(query, section.title, section.description)) return [section]
    const subsections = section.subsections.filter((sub) =>
      matches(query, sub.title, sub.description, ...sub.content.map(blockText)),
    )
    return subsections.length ? [{ ...section, subsections }] : []
  })
}
