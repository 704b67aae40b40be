// A provider's error text or answer can echo what it was sent; nothing that carries it (a log line, a
// recorded answer) may carry a key. Very short values are skipped: replacing them would garble text.
export function scrubSecrets(text: string, secrets: (string | undefined)[]): string {
  let out = text
  for (const s of secrets) if (s && s.length >= 4) out = out.split(s).join('[redacted]')
  return out
}
