// EXIF orientation and resizing used by the Node path of the offline reader
// (browsers apply EXIF orientation themselves in createImageBitmap).
import { describe, expect, it } from 'vitest'
import { applyExifOrientation, fitScale, readJpegOrientation, resizeRgba } from '@/lib/ocr/image'

/** A 3×2 image whose red channel numbers the pixels 1..6 row by row. */
const image = () => {
  const data = new Uint8ClampedArray(3 * 2 * 4)
  for (let i = 0; i < 6; i++) {
    data[i * 4] = i + 1
    data[i * 4 + 3] = 255
  }
  return { data, width: 3, height: 2 }
}
const reds = (img: { data: Uint8Array | Uint8ClampedArray }) => [...img.data].filter((_, i) => i % 4 === 0)

/** SOI + APP1 Exif (big-endian TIFF) with one Orientation entry. */
function jpegWithOrientation(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]
  const app1 = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff]
  const len = app1.length + 2
  return Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, len >> 8, len & 0xff, ...app1, 0xff, 0xda, 0, 2])
}

describe('EXIF orientation', () => {
  it('reads the orientation tag, 1 when absent', () => {
    expect(readJpegOrientation(jpegWithOrientation(6))).toBe(6)
    expect(readJpegOrientation(jpegWithOrientation(3))).toBe(3)
    expect(readJpegOrientation(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBe(1)
    expect(readJpegOrientation(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBe(1)
  })

  it('turns the pixels upright', () => {
    // 1 2 3      orientation 6 (camera turned right): rotate 90° clockwise -> 4 1
    // 4 5 6                                                                   5 2
    //                                                                         6 3
    const six = applyExifOrientation(image(), 6)
    expect([six.width, six.height]).toEqual([2, 3])
    expect(reds(six)).toEqual([4, 1, 5, 2, 6, 3])
    expect(reds(applyExifOrientation(image(), 3))).toEqual([6, 5, 4, 3, 2, 1])
    const eight = applyExifOrientation(image(), 8)
    expect(reds(eight)).toEqual([3, 6, 2, 5, 1, 4])
    expect(applyExifOrientation(image(), 1)).toEqual(image())
  })
})

describe('resizing', () => {
  it('never enlarges and keeps the aspect ratio', () => {
    expect(fitScale(4000, 3000, 2000)).toBe(0.5)
    expect(fitScale(800, 600, 2000)).toBe(1)
    const small = resizeRgba({ data: new Uint8ClampedArray(40 * 20 * 4).fill(200), width: 40, height: 20 }, 10, 5)
    expect([small.width, small.height]).toEqual([10, 5])
    expect(small.data[0]).toBe(200)
  })
})
