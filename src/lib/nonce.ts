import { createContext, useContext } from 'react'

/**
 * The Content-Security-Policy nonce of this response (decision 033): the worker makes one per request,
 * src/entry.server.tsx provides it, and the document's own scripts carry it. Empty in the browser, which
 * never needs it (the scripts are already in the page).
 */
export const NonceContext = createContext('')

/** Undefined in the browser: React then leaves the attribute the server wrote alone when it hydrates. */
export const useNonce = () => useContext(NonceContext) || undefined
