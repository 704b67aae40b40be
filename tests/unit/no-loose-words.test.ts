import { describe, expect, it } from 'vitest'
import { looseWords } from '../../scripts/lib/loose-words'

// Every word people read lives in src/messages/<area>.ts (or a long-form content file), so a translation is
// a new folder and not a hunt through the code. A new screen with words typed inline fails here.
describe('the words people read', () => {
  it('all live in message modules: `npm run words` lists none', () => {
    const loose = looseWords(process.cwd()).map((w) => `${w.file}:${w.line}  ${w.text}`)
    expect(loose).toEqual([])
  })
})
