import { renderToReadableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { NonceContext } from './lib/nonce'

/**
 * Every page the worker draws (decision 033). The whole document before the first byte: React would
 * otherwise reveal a late part with an inline script, and a page that is whole is what the tests and a
 * slow phone both see at once. The nonce is the worker's, made for this response (worker/pages/handler.ts).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce ?? ''
  let failed = false
  const stream = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      signal: request.signal,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        failed = true
        console.error('Page render failed', error instanceof Error ? `${error.name}: ${error.message}` : String(error))
      },
    },
  )
  await stream.allReady
  headers.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(stream, { headers, status: failed ? 500 : status })
}
