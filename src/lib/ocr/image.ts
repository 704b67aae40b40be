// Plain typed-array image helpers shared by the browser and Node paths (no DOM,
// no canvas) so both read a receipt with exactly the same pixels and maths.

export interface RgbaImage {
  data: Uint8Array | Uint8ClampedArray
  width: number
  height: number
}

/** Bilinear resize of an RGBA image. */
export function resizeRgba(src: RgbaImage, width: number, height: number): RgbaImage {
  const out = new Uint8ClampedArray(width * height * 4)
  const sx = src.width / width
  const sy = src.height / height
  // When shrinking a lot, average a small neighbourhood to avoid aliasing thin strokes.
  const box = Math.max(1, Math.floor(Math.min(sx, sy)))
  for (let y = 0; y < height; y++) {
    const fy = (y + 0.5) * sy - 0.5
    for (let x = 0; x < width; x++) {
      const fx = (x + 0.5) * sx - 0.5
      const o = (y * width + x) * 4
      if (box > 1) {
        averageInto(src, fx - (box - 1) / 2, fy - (box - 1) / 2, box, out, o)
      } else {
        sampleInto(src, fx, fy, out, o)
      }
    }
  }
  return { data: out, width, height }
}

function averageInto(src: RgbaImage, fx: number, fy: number, box: number, out: Uint8ClampedArray, o: number) {
  let r = 0
  let g = 0
  let b = 0
  const x0 = clampInt(Math.round(fx), 0, src.width - 1)
  const y0 = clampInt(Math.round(fy), 0, src.height - 1)
  const x1 = Math.min(src.width - 1, x0 + box - 1)
  const y1 = Math.min(src.height - 1, y0 + box - 1)
  const d = src.data
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = (y * src.width + x) * 4
      r += d[i] ?? 0
      g += d[i + 1] ?? 0
      b += d[i + 2] ?? 0
    }
  }
  const n = (x1 - x0 + 1) * (y1 - y0 + 1)
  out[o] = r / n
  out[o + 1] = g / n
  out[o + 2] = b / n
  out[o + 3] = 255
}

/** Bilinear sample at (fx, fy), edges replicated, written as RGBA at out[o]. */
export function sampleInto(src: RgbaImage, fx: number, fy: number, out: Uint8ClampedArray | Float32Array, o: number) {
  const w = src.width
  const h = src.height
  const cx = Math.min(Math.max(fx, 0), w - 1)
  const cy = Math.min(Math.max(fy, 0), h - 1)
  const x0 = Math.floor(cx)
  const y0 = Math.floor(cy)
  const x1 = Math.min(x0 + 1, w - 1)
  const y1 = Math.min(y0 + 1, h - 1)
  const ax = cx - x0
  const ay = cy - y0
  const d = src.data
  const i00 = (y0 * w + x0) * 4
  const i01 = (y0 * w + x1) * 4
  const i10 = (y1 * w + x0) * 4
  const i11 = (y1 * w + x1) * 4
  for (let c = 0; c < 3; c++) {
    const top = (d[i00 + c] ?? 0) * (1 - ax) + (d[i01 + c] ?? 0) * ax
    const bottom = (d[i10 + c] ?? 0) * (1 - ax) + (d[i11 + c] ?? 0) * ax
    out[o + c] = top * (1 - ay) + bottom * ay
  }
  out[o + 3] = 255
}

function clampInt(v: number, lo: number, hi: number) {
  return Math.max(lo, Math.min(hi, v))
}

/** Scale factor so the longer side is at most maxSide (never enlarges). */
export function fitScale(width: number, height: number, maxSide: number): number {
  return Math.min(1, maxSide / Math.max(width, height))
}

/**
 * Apply an EXIF orientation (1..8) to raw pixels so the image is upright.
 * Browsers do this in createImageBitmap; the Node path needs it by hand.
 */
export function applyExifOrientation(src: RgbaImage, orientation: number): RgbaImage {
  if (orientation < 2 || orientation > 8) return src
  const swap = orientation >= 5
  const w = swap ? src.height : src.width
  const h = swap ? src.width : src.height
  const out = new Uint8ClampedArray(w * h * 4)
  for (let y = 0; y < src.height; y++) {
    for (let x = 0; x < src.width; x++) {
      let dx = x
      let dy = y
      switch (orientation) {
        case 2:
          dx = src.width - 1 - x
          break
        case 3:
          dx = src.width - 1 - x
          dy = src.height - 1 - y
          break
        case 4:
          dy = src.height - 1 - y
          break
        case 5:
          dx = y
          dy = x
          break
        case 6:
          dx = src.height - 1 - y
          dy = x
          break
        case 7:
          dx = src.height - 1 - y
          dy = src.width - 1 - x
          break
        case 8:
          dx = y
          dy = src.width - 1 - x
          break
      }
      const si = (y * src.width + x) * 4
      const di = (dy * w + dx) * 4
      out[di] = src.data[si] ?? 0
      out[di + 1] = src.data[si + 1] ?? 0
      out[di + 2] = src.data[si + 2] ?? 0
      out[di + 3] = 255
    }
  }
  return { data: out, width: w, height: h }
}

/** Read the EXIF orientation tag from JPEG bytes; 1 (upright) when absent. */
export function readJpegOrientation(bytes: Uint8Array): number {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return 1
  let p = 2
  while (p + 4 < bytes.length) {
    if (bytes[p] !== 0xff) return 1
    const marker = bytes[p + 1] ?? 0
    const len = ((bytes[p + 2] ?? 0) << 8) | (bytes[p + 3] ?? 0)
    if (marker === 0xda) return 1 // start of scan: no more metadata
    if (marker === 0xe1 && isExifHeader(bytes, p + 4)) return readTiffOrientation(bytes, p + 10)
    p += 2 + len
  }
  return 1
}

function isExifHeader(b: Uint8Array, p: number) {
  return b[p] === 0x45 && b[p + 1] === 0x78 && b[p + 2] === 0x69 && b[p + 3] === 0x66
}

function readTiffOrientation(b: Uint8Array, tiff: number): number {
  const little = b[tiff] === 0x49
  const u16 = (p: number) => (little ? (b[p] ?? 0) | ((b[p + 1] ?? 0) << 8) : ((b[p] ?? 0) << 8) | (b[p + 1] ?? 0))
  const u32 = (p: number) => (little ? u16(p) + u16(p + 2) * 65536 : u16(p) * 65536 + u16(p + 2))
  const ifd = tiff + u32(tiff + 4)
  const count = u16(ifd)
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > b.length) break
    if (u16(entry) === 0x0112) return u16(entry + 8)
  }
  return 1
}
