// Seeded randomness and the "photographed thermal paper" look shared by the synthetic receipts and the
// SROIE renders: ImageMagick arguments that fade the print, tilt the paper on a table, blur, noise and
// shrink it, and save a lossy JPEG. Same seed, same image.
import { execFileSync } from 'node:child_process'
import type { Rng } from './synth-profiles'

/** mulberry32: a small seeded generator, so a set is the same on every machine. */
export function seeded(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(rng: Rng, list: T[]): T => list[Math.floor(rng() * list.length)] as T
export const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1))

export const RECEIPT_FONTS = [
  'DejaVu Sans Mono',
  'Liberation Mono',
  'Nimbus Mono PS',
  'Noto Sans Mono',
  'Liberation Sans Narrow',
]

export function fontFile(family: string): string {
  return execFileSync('fc-match', ['-f', '%{file}', family], { encoding: 'utf8' }).trim()
}

/**
 * ImageMagick's own random numbers (its noise) fixed by the set's seed and the photo's place in the set.
 * Without `-seed` each run draws other noise, so the same command made a set that read differently.
 */
export const noiseSeed = (setSeed: number, index: number): string[] => ['-seed', String(setSeed * 10_000 + index)]

/**
 * ImageMagick arguments that turn a drawn receipt into a photo of one, ending with the output file; `noise`
 * is `noiseSeed(...)` for this photo.
 */
export function photographed(rng: Rng, file: string, noise: string[]): string[] {
  const angle = (rng() - 0.5) * 6
  const blur = (rng() * 1.2).toFixed(2)
  const amount = (0.2 + rng() * 0.6).toFixed(2)
  const fade = int(rng, 0, 35)
  return [
    '-gravity',
    'Center',
    // Thermal print fades: lift the blacks.
    '+level',
    `${fade}%,100%`,
    '-background',
    pick(rng, ['#6b5a48', '#3d3f44', '#8a8f96', '#2b2b2b']),
    '-rotate',
    angle.toFixed(2),
    '-bordercolor',
    '#555',
    '-border',
    `${int(rng, 20, 80)}`,
    '-blur',
    `0x${blur}`,
    ...noise,
    '-attenuate',
    amount,
    '+noise',
    'Gaussian',
    '-resize',
    `${int(rng, 60, 100)}%`,
    '-quality',
    String(int(rng, 60, 90)),
    file,
  ]
}
