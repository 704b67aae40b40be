import { describe, expect, it } from 'vitest'
import { type BillItemInput, billForParty, billSummary, computeBill, UNASSIGNED } from '@/domain/bill'

const item = (id: string, priceCents: number, ownerKey: string | null, shares: BillItemInput['shares'] = []) => ({
  id,
  name: `Item ${id}`,
  priceCents,
  ownerKey,
  shares,
})

describe('computeBill, hand-computed', () => {
  // Burger $12.00 (alice), Salad $9.00 (bob), Fries $5.00 (nobody); tax 8.88%, tip 20%.
  const bill = computeBill({
    taxMilliPct: 8880,
    tipMilliPct: 20_000,
    items: [item('burger', 1200, 'u:alice'), item('salad', 900, 'u:bob'), item('fries', 500, null)],
  })

  it('rounds the event tax and tip once, from the event subtotal', () => {
    // $26.00 x 8.88% = $2.3088 -> $2.31; x 20% = $5.20.
    expect(billSummary(bill)).toEqual({ subtotal: 2600, tax: 231, tip: 520, total: 3351 })
  })

  it('gives each party its slice, the spare cents by largest remainder', () => {
    // Ideal tax: alice 106.56, bob 79.92, unassigned 44.40 cents. Floors make 229 of 231; the two
    // spare cents go to the largest fractions (.92 then .56).
    const rows = bill.parties.map((p) => [
      p.key,
      p.subtotalCents,
      p.taxCents,
      p.tipCents,
      p.totalCents,
      p.taxRoundingCents,
      p.tipRoundingCents,
    ])
    expect(rows).toEqual([
      ['u:alice', 1200, 107, 240, 1547, 0, 0],
      ['u:bob', 900, 80, 180, 1160, 0, 0],
      [UNASSIGNED, 500, 44, 100, 644, 0, 0],
    ])
  })

  it('lists what each party holds', () => {
    expect(billForParty(bill, 'u:alice').lines).toEqual([
      {
        itemId: 'burger',
        name: 'Item burger',
        priceCents: 1200,
        shareMilliPct: 100_000,
        amountCents: 1200,
        isOwner: true,
      },
    ])
    expect(billForParty(bill, UNASSIGNED).lines[0]).toMatchObject({ itemId: 'fries', isOwner: false })
  })

  it('gives a person with nothing an all-zero bill', () => {
    expect(billForParty(bill, 'u:zoe')).toEqual({
      key: 'u:zoe',
      subtotalCents: 0,
      taxCents: 0,
      tipCents: 0,
      totalCents: 0,
      taxRoundingCents: 0,
      tipRoundingCents: 0,
      lines: [],
    })
  })
})

describe('computeBill, item shares', () => {
  it('splits $10.00 three ways (33.333% each, the owner 33.334%) as 334/333/333', () => {
    const bill = computeBill({
      taxMilliPct: 0,
      tipMilliPct: 0,
      items: [
        item('pizza', 1000, 'u:a', [
          { personKey: 'u:b', shareMilliPct: 33_333 },
          { personKey: 'u:c', shareMilliPct: 33_333 },
        ]),
      ],
    })
    expect(bill.parties.map((p) => [p.key, p.subtotalCents, p.lines[0]?.shareMilliPct, p.lines[0]?.isOwner])).toEqual([
      ['u:a', 334, 33_334, true],
      ['u:b', 333, 33_333, false],
      ['u:c', 333, 33_333, false],
    ])
  })

  it('gives an exact tie to the owner: $0.01 or $1.01 half and half, the owner pays the odd cent', () => {
    const tea = (id: string, priceCents: number) =>
      computeBill({
        taxMilliPct: 0,
        tipMilliPct: 0,
        items: [item(id, priceCents, 'u:b', [{ personKey: 'u:a', shareMilliPct: 50_000 }])],
      })
    // Parties are listed by key: u:a (the sharer), then u:b (the owner).
    for (const id of ['i1', 'i2', 'i3', 'i4']) {
      expect(tea(id, 1).parties.map((p) => p.subtotalCents)).toEqual([0, 1])
      expect(tea(id, 101).parties.map((p) => p.subtotalCents)).toEqual([50, 51])
    }
  })

  it('breaks a tie among sharers of an item nobody owns by the item-seeded hash, not by position (pinned)', () => {
    // $1.01 half and half with no owner: the spare cent goes to b on item i1 but to a on item i2.
    const tea = (id: string) =>
      computeBill({
        taxMilliPct: 0,
        tipMilliPct: 0,
        items: [
          item(id, 101, null, [
            { personKey: 'u:a', shareMilliPct: 50_000 },
            { personKey: 'u:b', shareMilliPct: 50_000 },
          ]),
        ],
      })
    expect(tea('i1').parties.map((p) => p.subtotalCents)).toEqual([50, 51])
    expect(tea('i2').parties.map((p) => p.subtotalCents)).toEqual([51, 50])
  })

  it('merges an owner who also appears in the shares, and a person listed twice', () => {
    const bill = computeBill({
      taxMilliPct: 0,
      tipMilliPct: 0,
      items: [
        item('wine', 1000, 'u:a', [
          { personKey: 'u:a', shareMilliPct: 20_000 },
          { personKey: 'u:b', shareMilliPct: 25_000 },
          { personKey: 'u:b', shareMilliPct: 25_000 },
        ]),
      ],
    })
    expect(bill.parties.map((p) => [p.key, p.lines.length, p.lines[0]?.shareMilliPct, p.subtotalCents])).toEqual([
      ['u:a', 1, 50_000, 500],
      ['u:b', 1, 50_000, 500],
    ])
  })

  it('sends the unshared part of an unowned item to Unassigned', () => {
    const bill = computeBill({
      taxMilliPct: 0,
      tipMilliPct: 0,
      items: [item('fries', 500, null, [{ personKey: 'p:g1', shareMilliPct: 40_000 }])],
    })
    expect(bill.parties.map((p) => [p.key, p.subtotalCents])).toEqual([
      ['p:g1', 200],
      [UNASSIGNED, 300],
    ])
  })

  it('leaves out an owner who shared the whole item, and Unassigned when nothing is unassigned', () => {
    const bill = computeBill({
      taxMilliPct: 8880,
      tipMilliPct: 0,
      items: [item('cake', 600, 'u:a', [{ personKey: 'u:b', shareMilliPct: 100_000 }])],
    })
    expect(bill.parties.map((p) => p.key)).toEqual(['u:b'])
  })

  it('keeps a free item on its owner, at zero', () => {
    const bill = computeBill({ taxMilliPct: 8880, tipMilliPct: 20_000, items: [item('water', 0, 'u:a')] })
    expect(bill.parties).toHaveLength(1)
    expect(bill.parties[0]).toMatchObject({ key: 'u:a', subtotalCents: 0, totalCents: 0 })
  })

  it('is all zeros with no items', () => {
    expect(computeBill({ taxMilliPct: 8880, tipMilliPct: 20_000, items: [] })).toEqual({
      subtotalCents: 0,
      taxCents: 0,
      tipCents: 0,
      totalCents: 0,
      parties: [],
    })
  })
})

describe('computeBill, rounding lines', () => {
  const threeOf = (priceCents: number) =>
    computeBill({ taxMilliPct: 5000, tipMilliPct: 0, items: ['a', 'b', 'c'].map((k) => item(k, priceCents, `u:${k}`)) })

  it('takes a cent away when rounding each person up would over-charge', () => {
    // Each owes 5% of 10c = 0.5c, which alone rounds to 1c; the event owes 5% of 30c = 1.5c -> 2c.
    const bill = threeOf(10)
    expect(bill.taxCents).toBe(2)
    expect(bill.parties.map((p) => p.taxCents).sort()).toEqual([0, 1, 1])
    expect(bill.parties.map((p) => p.taxRoundingCents).sort()).toEqual([-1, 0, 0])
  })

  it('adds a cent when rounding each person down would under-charge', () => {
    // Each owes 0.4c (rounds to 0); the event owes 1.2c -> 1c, so one person carries it.
    const bill = threeOf(8)
    expect(bill.taxCents).toBe(1)
    expect(bill.parties.map((p) => p.taxCents).sort()).toEqual([0, 0, 1])
    expect(bill.parties.map((p) => p.taxRoundingCents).sort()).toEqual([0, 0, 1])
  })
})

describe('computeBill, refuses inconsistent data', () => {
  it.each([
    ['shares over 100%', [item('x', 100, 'u:a', [{ personKey: 'u:b', shareMilliPct: 100_001 }])]],
    ['a negative share', [item('x', 100, 'u:a', [{ personKey: 'u:b', shareMilliPct: -1 }])]],
    ['a fractional share', [item('x', 100, 'u:a', [{ personKey: 'u:b', shareMilliPct: 33.3 }])]],
    ['a fractional price', [item('x', 10.5, 'u:a')]],
    ['a duplicate item id', [item('x', 1, 'u:a'), item('x', 2, 'u:b')]],
    ['the reserved key as a person', [item('x', 1, UNASSIGNED)]],
    ['an empty person key', [item('x', 1, 'u:a', [{ personKey: '', shareMilliPct: 100 }])]],
  ])('throws on %s', (_, items) => {
    expect(() => computeBill({ taxMilliPct: 0, tipMilliPct: 0, items })).toThrow(RangeError)
  })

  it('throws on a negative or fractional percent', () => {
    expect(() => computeBill({ taxMilliPct: -1, tipMilliPct: 0, items: [] })).toThrow(RangeError)
    expect(() => computeBill({ taxMilliPct: 0, tipMilliPct: 8.875, items: [] })).toThrow(RangeError)
  })
})

describe('computeBill, a three-decimal tax rate', () => {
  it('splits 8.875% tax and 18% tip over three people so every column adds up to the event', () => {
    // $10.01 + $7.77 + $13.33 = $31.11; tax $2.761... -> $2.76; tip $5.5998 -> $5.60.
    const bill = computeBill({
      taxMilliPct: 8875,
      tipMilliPct: 18_000,
      items: [item('a', 1001, 'u:a'), item('b', 777, 'u:b'), item('c', 1333, 'u:c')],
    })
    expect(billSummary(bill)).toEqual({ subtotal: 3111, tax: 276, tip: 560, total: 3947 })
    const col = (f: (p: (typeof bill.parties)[number]) => number) => bill.parties.reduce((s, p) => s + f(p), 0)
    expect(col((p) => p.taxCents)).toBe(276)
    expect(col((p) => p.tipCents)).toBe(560)
    expect(col((p) => p.totalCents)).toBe(3947)
  })
})
