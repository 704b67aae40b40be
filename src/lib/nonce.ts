import { createContext, useContext } from 'react'

/**
 * The Content-Security-Policy nonce of this response (decision 033): the worker makes one per request,
 * src/entry.server.tsx provides it, and the document's own scripts carry it.
 */
export const NonceContext = createContext('')

let documentNonce: string | undefined
/** In the browser, the nonce the server gave this document, read from its elements' `nonce` property (the
 * attribute reads empty once the policy applies). The browser's render then carries the same value as the
 * server's HTML: React compares that property when it hydrates, and a script drawn later is allowed too. */
function nonceOfDocument() {
  if (typeof document === 'undefined') return undefined
  documentNonce ??= document.querySelector<HTMLElement>('[nonce]')?.nonce ?? ''
  return documentNonce || undefined
}

export const useNonce = () => useContext(NonceContext) || nonceOfDocument()
