// Join codes look like ABC-123: six characters from an alphabet without look-alikes
// (no 0/O, 1/I/L), so a code read aloud across a table or typed from a screen works first time.
const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const JOIN_CODE_PATTERN = /^[A-Z0-9]{3}-[A-Z0-9]{3}$/

export function generateJoinCode(random: (n: number) => Uint8Array): string {
  const bytes = random(6)
  let out = ''
  for (let i = 0; i < 6; i++) {
    // 256 % 31 leaves a tiny bias; fine for a join code that is also unique-checked.
    out += JOIN_CODE_ALPHABET[(bytes[i] ?? 0) % JOIN_CODE_ALPHABET.length]
    if (i === 2) out += '-'
  }
  return out
}

/** Upper-cases, trims and inserts the dash if it was left out ('abc123' -> 'ABC-123'). */
export function normalizeJoinCode(input: string): string {
  const compact = input.trim().toUpperCase().replace(/[\s-]/g, '')
  return compact.length === 6 ? `${compact.slice(0, 3)}-${compact.slice(3)}` : input.trim().toUpperCase()
}
