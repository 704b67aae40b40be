// zod's core only: the whole classic API would otherwise land in the entry chunk (decision 023).
import { config } from 'zod/v4/core'

// zod 4 probes for `new Function` to compile fast object parsers. Our CSP forbids eval (decision 006),
// so the probe only produces a CSP violation report and then falls back anyway: skip it.
// Imported first by main.tsx, before any schema parses.
config({ jitless: true })
