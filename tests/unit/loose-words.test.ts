import { describe, expect, it } from 'vitest'
import { looseWordsIn } from '../../scripts/lib/loose-words'

const texts = (file: string, source: string) => looseWordsIn(file, source).map((w) => w.text)

describe('looseWordsIn', () => {
  it('finds the words people read: JSX text, a read prop, a choice in JSX and a server error', () => {
    const source = `
      import { badRequest } from '../lib/http-error'
      export function Form({ done }: { done: boolean }) {
        return (
          <form>
            <h1>Edit your profile</h1>
            <Field label="Display Name" />
            <Confirm confirmLabel="Remove" enterKeyHint="done" />
            <button type="button">{done ? 'Done' : 'Cancel'}</button>
          </form>
        )
      }
      export const check = (name: string) => {
        if (!name) throw badRequest('Enter a name')
      }
    `
    expect(texts('src/components/form.tsx', source)).toEqual([
      'Edit your profile',
      'Display Name',
      'Remove',
      'Done',
      'Cancel',
      'Enter a name',
    ])
  })

  it('ignores what people never read: a class list, an import, a key compare, a log and a DOM hint', () => {
    const source = `
      import { Button } from '@/components/ui/button'
      export function Box() {
        const onKey = (e: KeyboardEvent) => {
          if (e.key === 'Enter') console.error('Enter pressed while the box was closed')
        }
        return <div className="flex items-center gap-2 text-sm" onKeyDown={onKey} />
      }
    `
    expect(texts('src/components/box.tsx', source)).toEqual([])
  })

  it('ignores operator texts, mailboxes, security policies and keys built from values', () => {
    const source = `
      export const where = \`BETTER_AUTH_SECRET is not set. Set it in .dev.vars.\`
      export const from = 'OpenTab <no-reply@opentab.app>'
      export const csp = ["img-src 'self' data: blob:", "object-src 'none'"]
      export const key = (id: string, at: number) => \`comment:minute:\${id}:\${at}\`
      export const bug = (n: number) => { throw new RangeError(\`Not a whole number: \${n}\`) }
    `
    expect(texts('worker/lib/setup.ts', source)).toEqual([])
  })

  it('finds single words where a name says they are read: a label key, a default label, a page title', () => {
    const source = `
      const TABS = [{ id: 'history', label: 'History' }]
      export function Footer({ cancelLabel = 'Cancel', id = 'Main' }: { cancelLabel?: string; id?: string }) {
        useTitle('Profile')
        return null
      }
    `
    expect(texts('src/components/footer.tsx', source)).toEqual(['History', 'Cancel', 'Profile'])
  })

  it('reports a template with its values marked, on the line where it starts', () => {
    const found = looseWordsIn('src/x.ts', '\nexport const f = (n: number) => `Added ($' + '{n}) items.`\n')
    expect(found).toEqual([{ file: 'src/x.ts', line: 2, text: 'Added (…) items.' }])
  })
  it('ignores words for machines: a model prompt and an HTTP header value, but not a message beside them', () => {
    const source = `
      const USER_PROMPT = 'Read this receipt. Reply with the JSON object only.'
      export const headers = () => ({ Vary: 'Cookie, Sec-CH-UA-Mobile, User-Agent', 'Cache-Control': 'no-store' })
      export const note = { message: 'Your tab is ready.' }
    `
    expect(texts('worker/receipts/reader.ts', source)).toEqual(['Your tab is ready.'])
  })
  it('ignores a value compared against and a schema description for the API document', () => {
    const source = `
      export const Row = ({ s }: { s: { via: string } }) => <p aria-label={s.via === 'Link' ? 'By link' : 'By e-mail'} />
      export const share = z.number().meta({ description: 'Share of the item in thousandths of a percent' })
    `
    expect(texts('src/components/row.tsx', source)).toEqual(['By link', 'By e-mail'])
  })
})
