/**
 * What the worker puts beside a server-rendered page (decision 027) for the browser to hydrate with: the
 * query answers the page was drawn from, as [query key, data] pairs under the client's own keys, and
 * whether it guessed a phone's screen (src/lib/use-narrow-screen.ts). Plain pairs rather than TanStack's
 * dehydrate format: setQueryData is all the browser needs, and the hydration module stays off the page.
 */
export type SsrState = { queries: Array<[queryKey: readonly unknown[], data: unknown]>; narrow: boolean }
