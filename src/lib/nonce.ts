import { createContext, useContext } from 'react'

/**
 * The Content-Security-Policy nonce of this response (decision 033): the worker makes one per request,
 * src/entry.server.tsx provides it, and the document's own scripts carry it. Empty in the browser, which
 * never needs it (the scripts are already in the page).
 */
export const NonceContext = createContext('')

export const useNonce = () => useContext(NonceContext)
