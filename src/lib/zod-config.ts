import * as z from 'zod'

// zod 4 probes for `new Function` to compile fast object parsers. Our CSP forbids eval (decision 006),
// so the probe only produces a CSP violation report and then falls back anyway: skip it.
// Imported first by main.tsx, before any schema parses.
z.config({ jitless: true })
