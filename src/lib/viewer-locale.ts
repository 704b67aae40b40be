import { createContext, useContext, useSyncExternalStore } from 'react'

// The viewer's locale and time zone, for amounts and dates. A server render has neither: it draws with the
// locale the request asked for (Accept-Language, worker/pages/request-locale.ts) and UTC; the browser's
// hydrating render uses the same guess, so the two agree, and right after the browser's own settings decide.

export type LocaleGuess = { locale: string; timeZone: string }
export const ServerLocaleGuess = createContext<LocaleGuess>({ locale: 'en-US', timeZone: 'UTC' })

const onLanguageChange = (onChange: () => void) => {
  window.addEventListener('languagechange', onChange)
  return () => window.removeEventListener('languagechange', onChange)
}
const noSubscription = () => () => {}

/** The browser's locale ("de-DE"); the server's guess while drawing on the server and hydrating. */
export function useViewerLocale(): string {
  const guess = useContext(ServerLocaleGuess)
  return useSyncExternalStore(onLanguageChange, browserLocale, () => guess.locale)
}

/** The browser's time zone ("Europe/Berlin"); the server's guess (UTC) until hydrated. */
export function useViewerTimeZone(): string {
  const guess = useContext(ServerLocaleGuess)
  return useSyncExternalStore(noSubscription, browserTimeZone, () => guess.timeZone)
}

export const browserLocale = () => (typeof navigator === 'undefined' ? 'en-US' : navigator.language || 'en-US')
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
