// Image type from the file's first bytes (never from its name or the browser's claim).
export type ImageType = 'image/jpeg' | 'image/png' | 'image/heic' | 'image/heif'

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'])
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif'])

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to))

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= 8 && png.every((v, i) => bytes[i] === v)) return 'image/png'
  // ISO-BMFF: [size][ftyp][major brand]; HEIC photos from phones say heic/heix, generic HEIF mif1.
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12)
    if (HEIC_BRANDS.has(brand)) return 'image/heic'
    if (HEIF_BRANDS.has(brand)) return 'image/heif'
  }
  return null
}

export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024

/** receipt-{timestamp}-{random}-{sanitised name}: unique per upload, and still says what was uploaded. */
export function receiptObjectName(fileName: string, now: number, random: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? 'receipt'
  const clean = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(-80)
  return `receipt-${now}-${random}-${clean || 'image'}`
}
