import { describe, expect, it } from 'vitest'
import {
  equalSplit,
  initialSplit,
  previewSplit,
  sanitizePercentInput,
  totalMilliPct,
} from '@/components/items/split-model'
import { moneyIn } from '@/domain/currency'

describe('sanitizePercentInput', () => {
  it('keeps what a person is in the middle of typing', () => {
    expect(sanitizePercentInput('')).toBe('')
    expect(sanitizePercentInput('.')).toBe('.')
    expect(sanitizePercentInput('12.')).toBe('12.')
    expect(sanitizePercentInput('33.3')).toBe('33.3')
  })
  it('drops stray characters and a second dot', () => {
    expect(sanitizePercentInput('3a3%')).toBe('33')
    expect(sanitizePercentInput('1.2.3')).toBe('1.23')
    expect(sanitizePercentInput('12,5')).toBe('12.5')
    expect(sanitizePercentInput('-5')).toBe('5')
  })
  it('keeps every decimal typed, so a fourth one is shown and refused rather than silently cut off', () => {
    expect(sanitizePercentInput('33.333')).toBe('33.333')
    expect(sanitizePercentInput('33.3333')).toBe('33.3333')
  })
  it('clamps to 100', () => {
    expect(sanitizePercentInput('150')).toBe('100')
    expect(sanitizePercentInput('100.5')).toBe('100')
    expect(sanitizePercentInput('100')).toBe('100')
  })
})

describe('initialSplit and equalSplit', () => {
  it('starts from the stored shares with the owner keeping the remainder', () => {
    const form = initialSplit({
      shares: [
        { targetUserId: 'bob', placeholderId: null, shareMilliPct: 25_000 },
        { targetUserId: null, placeholderId: 'g1', shareMilliPct: 33_333 },
      ],
    })
    // A split with no mode stored is a percent split; the other modes' boxes start at their defaults.
    expect(form).toEqual({
      ownerPercent: '41.667',
      mode: 'percent',
      ownerShares: '1',
      rows: [
        { key: 'u:bob', percent: '25', shares: '1', amount: '' },
        { key: 'p:g1', percent: '33.333', shares: '1', amount: '' },
      ],
    })
    expect(totalMilliPct(form)).toBe(100_000)
  })

  it('reopens a split in the mode it was chosen in (decision 046)', () => {
    const usd = moneyIn('USD', 'en-US')
    const shares = initialSplit(
      {
        splitMode: 'shares',
        ownerWeight: 2000,
        shares: [{ targetUserId: 'bob', placeholderId: null, shareMilliPct: 33_333, weight: 1000 }],
      },
      usd,
    )
    expect([shares.mode, shares.ownerShares, shares.rows[0]?.shares]).toEqual(['shares', '2', '1'])
    const amounts = initialSplit(
      {
        splitMode: 'amounts',
        ownerWeight: 667,
        shares: [{ targetUserId: 'bob', placeholderId: null, shareMilliPct: 33_300, weight: 333 }],
      },
      usd,
    )
    expect([amounts.mode, amounts.rows[0]?.amount]).toEqual(['amounts', '3.33'])
  })
  it('splits three ways as 33.333 each with the owner keeping 33.334', () => {
    const form = equalSplit(
      [
        { key: 'u:bob', percent: '' },
        { key: 'p:g1', percent: '90' },
      ],
      true,
    )
    expect(form.ownerPercent).toBe('33.334')
    expect(form.rows.map((r) => r.percent)).toEqual(['33.333', '33.333'])
    expect(totalMilliPct(form)).toBe(100_000)
  })
  it('gives the owner everything when nobody is added', () => {
    expect(equalSplit([], true)).toEqual({ ownerPercent: '100', rows: [] })
    expect(equalSplit([], false)).toEqual({ ownerPercent: '100', rows: [] })
  })
  it('splits an item nobody owns among the chosen people only, nothing left Unassigned', () => {
    const rows = ['u:a', 'u:b', 'u:c'].map((key) => ({ key, percent: '' }))
    const form = equalSplit(rows, false)
    expect(form.ownerPercent).toBe('0')
    expect(form.rows.map((r) => r.percent)).toEqual(['33.334', '33.333', '33.333'])
    expect(totalMilliPct(form)).toBe(100_000)
    const p = previewSplit({ id: 'i', priceCents: 1000 }, null, form)
    expect(p.owner).toBe(0)
    expect([...p.rows.values()].reduce((a, b) => (a ?? 0) + (b ?? 0), 0)).toBe(1000)
  })
  it('reports an unreadable total as null, and 33.33 x 3 as the 99.99% it is', () => {
    expect(totalMilliPct({ ownerPercent: '50', rows: [{ key: 'u:b', percent: '.' }] })).toBeNull()
    expect(totalMilliPct({ ownerPercent: '50', rows: [{ key: 'u:b', percent: '49.9999' }] })).toBeNull()
    const thirds = { ownerPercent: '33.33', rows: ['u:b', 'u:c'].map((key) => ({ key, percent: '33.33' })) }
    expect(totalMilliPct(thirds)).toBe(99_990)
  })
})

describe('previewSplit', () => {
  const item = { id: 'i1', priceCents: 1000 }
  it('is exact for a valid split: the cents add up to the price', () => {
    const p = previewSplit(
      item,
      'u:me',
      equalSplit(
        [
          { key: 'u:bob', percent: '' },
          { key: 'p:g', percent: '' },
        ],
        true,
      ),
    )
    expect(p.exact).toBe(true)
    const all = [p.owner ?? 0, ...[...p.rows.values()].map((v) => v ?? 0)]
    expect(all.reduce((a, b) => a + b, 0)).toBe(1000)
    for (const v of all) expect([333, 334]).toContain(v)
  })
  it('attributes an unowned remainder to nobody in particular but still previews it', () => {
    const p = previewSplit(item, null, { ownerPercent: '75', rows: [{ key: 'u:bob', percent: '25' }] })
    expect(p).toEqual({ owner: 750, rows: new Map([['u:bob', 250]]), exact: true })
  })
  it('guesses per box while the total is not 100%', () => {
    const p = previewSplit(item, 'u:me', {
      ownerPercent: '50',
      rows: [
        { key: 'u:bob', percent: '20' },
        { key: 'u:c', percent: 'x' },
      ],
    })
    expect(p.exact).toBe(false)
    expect(p.owner).toBe(500)
    expect(p.rows.get('u:bob')).toBe(200)
    expect(p.rows.get('u:c')).toBeNull()
  })
})
