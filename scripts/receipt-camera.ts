// npm run receipt:camera -- SRC OUTDIR [--seed S]
// The same receipts, photographed again: every photo of a set laid out like ../shared/receipts (images/,
// gold/, manifest.jsonl) is tilted a few degrees more, lit brighter or darker, blurred, noised, shrunk and
// saved as a rougher JPEG, with its truth unchanged. The reader has seen these receipts' words but not
// these pixels: the OCR reads each one differently, so rules written against one reading of a photo are
// tested on other readings of it. Same seed, same set; nothing made here is kept in git.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { int, noiseSeed, seeded } from './lib/thermal-photo'

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

/** ImageMagick arguments for one retake: a phone held at another angle, in other light. */
function retake(rng: () => number, noise: string[]): string[] {
  const tilt = (rng() < 0.5 ? -1 : 1) * (1.5 + rng() * 2.5)
  return [
    '-background',
    'white',
    '-rotate',
    tilt.toFixed(2),
    '-brightness-contrast',
    `${int(rng, -15, 10)}x${int(rng, -15, 5)}`,
    '-blur',
    `0x${(0.3 + rng() * 0.6).toFixed(2)}`,
    ...noise,
    '-attenuate',
    (0.1 + rng() * 0.4).toFixed(2),
    '+noise',
    'Gaussian',
    '-resize',
    `${int(rng, 75, 100)}%`,
    '-quality',
    String(int(rng, 50, 75)),
  ]
}

function main() {
  const args = process.argv.slice(2)
  const [src, out] = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--seed')
  if (!src || !out) {
    console.error('usage: npm run receipt:camera -- SRC OUTDIR [--seed S]')
    process.exit(2)
  }
  const seed = Number(option(args, '--seed') ?? 1)
  const rng = seeded(seed)
  mkdirSync(path.join(out, 'images'), { recursive: true })
  cpSync(path.join(src, 'gold'), path.join(out, 'gold'), { recursive: true })
  const manifest = readFileSync(path.join(src, 'manifest.jsonl'), 'utf8')
  writeFileSync(path.join(out, 'manifest.jsonl'), manifest)
  let count = 0
  for (const line of manifest.split('\n').filter((l) => l.trim() !== '')) {
    const entry = JSON.parse(line) as { image: string }
    mkdirSync(path.dirname(path.join(out, entry.image)), { recursive: true })
    execFileSync('convert', [
      path.join(src, entry.image),
      ...retake(rng, noiseSeed(seed, count)),
      path.join(out, entry.image),
    ])
    count++
  }
  console.log(`${count} photos taken again in ${out}`)
}

main()
