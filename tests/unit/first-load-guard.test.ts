import { describe, expect, it } from 'vitest'
import { type Chunk, firstLoadChunks, firstLoadProblems } from '../../scripts/lib/first-load-guard'

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): Chunk => ({
  fileName,
  isEntry,
  imports,
  moduleIds,
  code: `/* ${fileName} */`,
})
// entry.client.tsx, event-page.tsx (a route module) -> details-card.tsx -> edit-event-form.tsx -> react-hook-form
const importers: Record<string, string> = {
  'node_modules/react-hook-form/dist/index.esm.mjs': 'src/components/ui/form.tsx',
  'src/components/ui/form.tsx': 'src/components/events/edit-event-form.tsx',
}
const bundle = (formIsStatic: boolean) => [
  chunk(
    'index.js',
    ['node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx', 'node_modules/react-dom/index.js'],
    [],
    true,
  ),
  chunk(
    'event-page.js',
    ['src/routes/events/event-page.tsx', 'src/components/events/details-card.tsx'],
    [...(formIsStatic ? ['edit-event-form.js'] : [])],
  ),
  chunk('edit-event-form.js', ['src/components/events/edit-event-form.tsx', 'src/components/ui/form.tsx'], ['form.js']),
  chunk('form.js', ['node_modules/react-hook-form/dist/index.esm.mjs']),
  chunk('menu.js', ['node_modules/@radix-ui/react-menu/dist/index.mjs']),
]

describe('the event page first-load guard (decision 026)', () => {
  it('passes when forms load only when used', () => {
    const closure = firstLoadChunks(bundle(false))
    expect(closure.map((c) => c.fileName).sort()).toEqual(['event-page.js', 'index.js'])
    expect(firstLoadProblems(closure, (id) => importers[id], undefined, ['src/routes/events/event-page.tsx'])).toEqual(
      [],
    )
  })

  it('fails when a static import puts react-hook-form back, naming the module that brought it', () => {
    const problems = firstLoadProblems(firstLoadChunks(bundle(true)), (id) => importers[id], undefined, [
      'src/routes/events/event-page.tsx',
    ])
    expect(problems).toEqual([
      'react-hook-form is on the first load: src/components/ui/form.tsx -> node_modules/react-hook-form/dist/index.esm.mjs',
    ])
  })

  it('fails when a root page is missing, rather than checking only the entry', () => {
    const problems = firstLoadProblems(firstLoadChunks(bundle(false)), () => undefined, undefined, [
      'src/routes/events/renamed-page.tsx',
    ])
    expect(problems).toEqual([expect.stringContaining('renamed-page.tsx is not on the first load')])
  })

  it('fails when the first load outgrows its byte budget', () => {
    const problems = firstLoadProblems(firstLoadChunks(bundle(false)), () => undefined, 10, [])
    expect(problems).toEqual([expect.stringMatching(/^first-load JS is \d+ bytes gzip, over the 10 budget$/)])
  })
})
