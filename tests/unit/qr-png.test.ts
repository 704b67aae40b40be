import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { QR_SIZE_PX, qrPng } from '../../worker/qr/qr-png'

// The worker's QR image, read back by an independent PNG decoder (pngjs) and QR reader (jsQR), as a
// phone camera would.
async function decode(png: Uint8Array) {
  const img = PNG.sync.read(Buffer.from(png))
  return { img, text: jsQR(new Uint8ClampedArray(img.data), img.width, img.height)?.data }
}

describe('qrPng', () => {
  it.each(['http://localhost:5173/join/ABC-123', 'https://opentab.example.com/join/XCP-NJU'])(
    'decodes back to %s',
    async (link) => {
      const { img, text } = await decode(await qrPng(link))
      expect(text).toBe(link)
      // About QR_SIZE_PX (300 px), whole pixels per module.
      expect(img.width).toBe(img.height)
      expect(img.width).toBeGreaterThan(QR_SIZE_PX * 0.8)
      expect(img.width).toBeLessThanOrEqual(QR_SIZE_PX)
    },
  )
})
