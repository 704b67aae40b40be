// A minimal PNG encoder for 8-bit greyscale images (what a QR code needs). In workerd the qrcode
// library resolves to its browser build, which draws on a canvas and has no PNG writer; the platform's
// CompressionStream('deflate') produces exactly the zlib stream PNG's IDAT chunk holds, so encoding
// is a few lines here instead of a Node-only dependency (docs/decisions/017).

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

function crc32(bytes: Uint8Array) {
  let c = 0xffffffff
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array) {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  const typeAndData = out.subarray(4, 8 + data.length)
  typeAndData.set(new TextEncoder().encode(type), 0)
  typeAndData.set(data, 4)
  view.setUint32(8 + data.length, crc32(typeAndData))
  return out
}

async function deflate(bytes: Uint8Array) {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** `pixels` is width x height bytes, one grey level per pixel (0 black, 255 white), row by row. */
export async function encodeGreyPng(width: number, height: number, pixels: Uint8Array): Promise<Uint8Array> {
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header[8] = 8 // bit depth
  header[9] = 0 // colour type: greyscale (compression, filter, interlace stay 0)
  // Each scanline starts with its filter type (0: none).
  const raw = new Uint8Array((width + 1) * height)
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1)
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', await deflate(raw)),
    chunk('IEND', new Uint8Array()),
  ]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}
