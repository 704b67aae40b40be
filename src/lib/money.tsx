import { useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useCallback, useContext, useRef, useSyncExternalStore } from 'react'
import { useParams } from 'react-router'
import { type Money, moneyIn } from '@/domain/currency'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { eventKey } from './events'
import { useViewerLocale } from './viewer-locale'

// Every amount on screen goes through useMoney(): the event's currency, in the viewer's locale. Outside an
// event (or before its snapshot arrives) the currency is US dollars, which is what every event was before.

const EventCurrency = createContext<string>('USD')

/** Amounts of the given currency, as this viewer reads and writes them. */
export function useMoneyIn(currency: string): Money {
  return moneyIn(currency, useViewerLocale())
}

/** Amounts of the event on screen, as this viewer reads and writes them. */
export function useMoney(): Money {
  return useMoneyIn(useContext(EventCurrency))
}

/**
 * A stable getter for the current useMoney(): for form schemas, built once, that read amounts when they
 * validate, in whatever locale and currency the page has by then.
 */
export function useMoneyGetter(): () => Money {
  const money = useMoney()
  const ref = useRef(money)
  ref.current = money
  return useCallback(() => ref.current, [])
}

/** Sets the currency for what is inside (a page about one event, a card about another). */
export function CurrencyProvider({ currency, children }: { currency: string; children: ReactNode }) {
  return <EventCurrency.Provider value={currency}>{children}</EventCurrency.Provider>
}

/**
 * The currency of the event the address names (/events/:id/...), read from the query cache the event
 * routes fill; it asks the network for nothing itself.
 */
export function RouteEventCurrency({ children }: { children: ReactNode }) {
  const { id } = useParams()
  const qc = useQueryClient()
  // Only watched, never observed as a query: an observer's options would join the event query's own.
  const read = useCallback(
    () => (id ? (qc.getQueryData<EventSnapshot>(eventKey(id))?.event.currency ?? 'USD') : 'USD'),
    [qc, id],
  )
  const currency = useSyncExternalStore(
    useCallback((onChange) => qc.getQueryCache().subscribe(onChange), [qc]),
    read,
    read,
  )
  return <CurrencyProvider currency={currency}>{children}</CurrencyProvider>
}
