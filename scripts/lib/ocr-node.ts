// Node side of the offline receipt reader: decode the photo with pure-JS
// decoders (no native addons), turn it upright, downscale it, then run the same
// OCR engine and parser as the browser, on onnxruntime-web's WASM build.
import { readFile } from 'node:fs/promises'
import jpeg from 'jpeg-js'
import * as ort from 'onnxruntime-web'
import { PNG } from 'pngjs'
import type { OcrLine } from '../../src/domain/receipt/ocr-line'
import { MAX_IMAGE_SIDE, OCR_ASSETS } from '../../src/lib/ocr/constants'
import { createOcrEngine, type OcrEngine, type OcrReadOptions } from '../../src/lib/ocr/engine'
import {
  applyExifOrientation,
  fitScale,
  type RgbaImage,
  readJpegOrientation,
  resizeRgba,
} from '../../src/lib/ocr/image'
import { ocrAssetFiles } from './ocr-assets'

export async function createNodeOcr(threads = 1): Promise<OcrEngine> {
  ort.env.wasm.numThreads = threads
  const files = ocrAssetFiles()
  const file = (name: string) => files.get(name) as Uint8Array
  return createOcrEngine({
    ort,
    detectionModel: file(OCR_ASSETS.detectionModel),
    recognitionModel: file(OCR_ASSETS.recognitionModel),
    dictionary: new TextDecoder().decode(file(OCR_ASSETS.dictionary)),
  })
}

export type ImageKind = 'jpeg' | 'png' | 'unknown'

/** Sniff the real format from magic bytes; file extensions lie. */
function sniffImage(bytes: Uint8Array): ImageKind {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png'
  return 'unknown'
}

/** Decode, apply EXIF orientation and downscale, like the browser's canvas path. */
function decodeImage(bytes: Uint8Array, maxSide = MAX_IMAGE_SIDE): RgbaImage {
  const kind = sniffImage(bytes)
  let image: RgbaImage
  if (kind === 'jpeg') {
    const d = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 1024 })
    image = applyExifOrientation({ data: d.data, width: d.width, height: d.height }, readJpegOrientation(bytes))
  } else if (kind === 'png') {
    const d = PNG.sync.read(Buffer.from(bytes))
    image = { data: d.data, width: d.width, height: d.height }
  } else {
    throw new Error('Unsupported image: only JPEG and PNG can be read offline.')
  }
  const scale = fitScale(image.width, image.height, maxSide)
  if (scale >= 1) return image
  return resizeRgba(image, Math.round(image.width * scale), Math.round(image.height * scale))
}

export async function ocrFile(engine: OcrEngine, file: string, options?: OcrReadOptions): Promise<OcrLine[]> {
  const bytes = new Uint8Array(await readFile(file))
  return engine.read(decodeImage(bytes), options)
}
