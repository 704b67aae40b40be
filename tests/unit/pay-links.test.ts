import { describe, expect, it } from 'vitest'
import { HANDLE_RULES, normaliseHandle, payLinks, payServicesFor } from '@/domain/pay-links'

const ok = (kind: keyof typeof HANDLE_RULES, input: string) =>
  HANDLE_RULES[kind].pattern.test(normaliseHandle(kind, input))

describe('payment handles', () => {
  it('accepts the services’ shapes with or without their prefix and refuses others', () => {
    expect(ok('venmo', '@Ann-Lee_1')).toBe(true)
    expect(ok('venmo', 'abc')).toBe(false)
    expect(ok('venmo', 'has space')).toBe(false)
    expect(ok('cashApp', '$ann99')).toBe(true)
    expect(ok('cashApp', '12345')).toBe(false)
    expect(ok('cashApp', 'a'.repeat(21))).toBe(false)
    expect(ok('paypal', 'https://paypal.me/AnnLee')).toBe(true)
    expect(ok('paypal', 'ann.lee')).toBe(false)
  })

  it('builds links with the amount and the event title', () => {
    expect(payLinks({ venmo: 'ann-lee', cashApp: 'ann99', paypal: 'AnnLee' }, 2200, 'Taco Night & more')).toEqual([
      {
        label: 'Pay with Venmo',
        href: 'https://venmo.com/ann-lee?txn=pay&amount=22.00&note=OpenTab%3A%20Taco%20Night%20%26%20more',
      },
      { label: 'Pay with Cash App', href: 'https://cash.app/$ann99/22.00' },
      { label: 'Pay with PayPal', href: 'https://paypal.me/AnnLee/22.00USD' },
    ])
    expect(payLinks({ venmo: null, cashApp: null, paypal: null }, 100, 'x')).toEqual([])
    expect(payLinks(null, 100, 'x')).toEqual([])
  })
})

describe('pay links by currency', () => {
  const all = { venmo: 'hal-host', cashApp: 'hal99', paypal: 'HalHost' }
  it('offer Venmo and Cash App for US dollars only, PayPal in the currencies it moves, with their decimals', () => {
    expect(payLinks(all, 1250, 'Dinner', 'USD').map((l) => l.label)).toEqual([
      'Pay with Venmo',
      'Pay with Cash App',
      'Pay with PayPal',
    ])
    expect(payLinks(all, 1250, 'Dinner', 'EUR')).toEqual([
      { label: 'Pay with PayPal', href: 'https://paypal.me/HalHost/12.50EUR' },
    ])
    expect(payLinks(all, 1200, 'Ramen', 'JPY')).toEqual([
      { label: 'Pay with PayPal', href: 'https://paypal.me/HalHost/1200JPY' },
    ])
    expect(payLinks(all, 12345, 'Machboos', 'KWD')).toEqual([])
    expect(payServicesFor('KWD')).toEqual([])
  })
})

describe('the note of a settle-up across events (issue 46)', () => {
  it('names the events once, never "OpenTab: OpenTab"', async () => {
    const { payNoteAcrossEvents } = await import('@/messages/open-tabs')
    const [venmo] = payLinks({ venmo: 'ann-lee', cashApp: null, paypal: null }, 1934, payNoteAcrossEvents('3 events'))
    const note = decodeURIComponent(new URL(venmo?.href ?? '').searchParams.get('note') ?? '')
    expect(note).toBe('OpenTab: tabs over 3 events')
  })
})
