// zod 4 probes for `new Function` to compile fast object parsers. Our CSP forbids eval (decision 006),
// so the probe only produces a CSP violation report and then falls back anyway: skip it.
// Imported first by src/root.tsx, before any schema parses.
// Without importing zod (decision 026): zod keeps its global config on `globalThis.__zod_globalConfig`
// (shared by every copy of zod) and reads `jitless` when it first parses, so setting it here is enough,
// and zod's code stays off pages that never parse (tests/unit/zod-config.test.ts checks zod sees it).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> }
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true })
