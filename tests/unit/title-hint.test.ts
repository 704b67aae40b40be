import { describe, expect, it } from 'vitest'
import { TITLE_MAX, titleHint } from '@/components/events/title-hint'

describe('titleHint', () => {
  it('is quiet for a short title, counts near the limit and says so at it', () => {
    expect(titleHint('Friday dinner')).toBeUndefined()
    expect(titleHint('x'.repeat(TITLE_MAX - 21))).toBeUndefined()
    expect(titleHint('x'.repeat(TITLE_MAX - 20))).toBe(`${TITLE_MAX - 20}/${TITLE_MAX}`)
    expect(titleHint('x'.repeat(TITLE_MAX))).toBe(
      `${TITLE_MAX}/${TITLE_MAX}: a title is at most ${TITLE_MAX} characters`,
    )
  })
})
