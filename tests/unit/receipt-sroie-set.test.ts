// The SROIE line set's reading of its key fields and its split: annotated dates are read day first
// in every layout the set holds, totals with their currency marks, and each receipt keeps its half.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { asOcrLines, mergeManifest, readDayFirst, splitOf, totalCents } from '../../scripts/lib/sroie'

describe('SROIE key fields', () => {
  it('reads annotated dates day first', () => {
    expect(readDayFirst('09/01/2019')).toBe('2019-01-09')
    expect(readDayFirst('4/02/2017')).toBe('2017-02-04')
    expect(readDayFirst('20/06/18')).toBe('2018-06-20')
    expect(readDayFirst('11.02.18')).toBe('2018-02-11')
    expect(readDayFirst('07-06-16')).toBe('2016-06-07')
    expect(readDayFirst('02 APR 2018')).toBe('2018-04-02')
    expect(readDayFirst('14/JUN/2017')).toBe('2017-06-14')
    expect(readDayFirst('20180428')).toBe('2018-04-28')
    expect(readDayFirst('25032018')).toBe('2018-03-25')
    expect(readDayFirst('2016-07-31')).toBe('2016-07-31')
    expect(readDayFirst('no date')).toBe('')
  })

  it('reads annotated totals with their marks', () => {
    expect(totalCents('RM 13.30')).toBe(1330)
    expect(totalCents('$8.20')).toBe(820)
    expect(totalCents('1,007.50')).toBe(100750)
    expect(totalCents('')).toBeNull()
  })

  it('hands lines over top to bottom, then left to right, as the OCR engine does', () => {
    const lines = asOcrLines({
      id: 'x',
      printed: { total: '1.00', date: '' },
      expected: { total: 1, date: '' },
      lines: [
        [300, 50, 340, 70, '1.00'],
        [10, 50, 100, 70, 'TOTAL'],
        [10, 10, 200, 30, 'SHOP'],
      ],
    })
    expect(lines.map((l) => l.text)).toEqual(['SHOP', 'TOTAL', '1.00'])
  })

  it('keeps every committed receipt in the half its id hashes to', () => {
    const manifest = readFileSync('tests/receipt-sets/sroie/manifest.jsonl', 'utf8').trim().split('\n')
    for (const line of manifest) {
      const entry = JSON.parse(line) as { id: string; split: string }
      expect(entry.split, entry.id).toBe(splitOf(entry.id))
    }
  })
})

describe('adding a batch to the set', () => {
  const line = (id: string) => ({ id, file: `${id}.json`, split: splitOf(id) })

  it('keeps the receipts already in it, in their place, and adds the new ones after them in source order', () => {
    const merged = mergeManifest([line('A'), line('B')], [line('C'), line('B'), line('D')])
    expect(merged.map((m) => m.id)).toEqual(['A', 'B', 'C', 'D'])
  })

  it('is the source order when the whole source is imported again', () => {
    const merged = mergeManifest([line('A'), line('B')], [line('A'), line('B')])
    expect(merged.map((m) => m.id)).toEqual(['A', 'B'])
  })
})
