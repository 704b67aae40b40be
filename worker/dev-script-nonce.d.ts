/** Defined by vite.config.ts for `vite dev` only (the dev server's CSP nonce); absent in builds and tests. */
declare const __DEV_SCRIPT_NONCE__: string | undefined
