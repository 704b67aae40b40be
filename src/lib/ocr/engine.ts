// PP-OCR (detector + recogniser) on onnxruntime-web. Environment-agnostic: the
// caller passes the ort module and the model bytes, so the browser (models
// fetched from /ocr/) and the Node CLI (models read from node_modules) run the
// very same code and get the same lines.
import type * as Ort from 'onnxruntime-web'
import type { OcrLine } from '../../domain/receipt/ocr-line'
import { allowedClassIndexes, type DecodedText, decodeCtcBatch, dictionaryClasses, isLatinReceiptChar } from './ctc'
import { boxesFromProbabilityMap, type DbOptions, defaultDbOptions, type RotatedBox } from './db-postprocess'
import { type RgbaImage, resizeRgba, sampleInto } from './image'

type OrtModule = typeof Ort

export interface OcrEngineInit {
  ort: OrtModule
  detectionModel: Uint8Array
  recognitionModel: Uint8Array
  /** The dictionary file (/ocr/ppocr_keys_receipt.txt): one character per line, in class order. */
  dictionary: string
  sessionOptions?: Ort.InferenceSession.SessionOptions
}

export interface OcrReadOptions {
  /** Longer side of the detector input (multiple of 32). Bigger finds smaller text, slower. */
  detectionSide?: number
  onProgress?: (done: number, total: number) => void
  /** Overrides of the detector post-processing thresholds. */
  db?: Partial<DbOptions>
  /** Lines whose mean character confidence is below this are dropped. */
  minConfidence?: number
}

export interface OcrEngine {
  read(image: RgbaImage, options?: OcrReadOptions): Promise<OcrLine[]>
  /** The detector's text boxes alone, in image pixels (for debugging and tuning). */
  detect(image: RgbaImage, options?: OcrReadOptions): Promise<RotatedBox[]>
  release(): Promise<void>
}

const REC_HEIGHT = 48
const REC_BATCH = 8
const MIN_CONFIDENCE = 0.5
const DEFAULT_DETECTION_SIDE = 1280

export async function createOcrEngine(init: OcrEngineInit): Promise<OcrEngine> {
  const { ort } = init
  const options = { graphOptimizationLevel: 'all' as const, ...init.sessionOptions }
  const det = await ort.InferenceSession.create(init.detectionModel, options)
  const rec = await ort.InferenceSession.create(init.recognitionModel, options)
  const dictionary = dictionaryClasses(init.dictionary)
  const candidates = allowedClassIndexes(dictionary, isLatinReceiptChar)

  async function detect(image: RgbaImage, side: number, db: Partial<DbOptions> = {}): Promise<RotatedBox[]> {
    const scale = side / Math.max(image.width, image.height)
    const w = Math.max(32, Math.round((image.width * scale) / 32) * 32)
    const h = Math.max(32, Math.round((image.height * scale) / 32) * 32)
    const small = resizeRgba(image, w, h)
    // PaddleOCR feeds BGR planes normalised with ImageNet mean/std.
    const mean = [0.485, 0.456, 0.406]
    const std = [0.229, 0.224, 0.225]
    const input = new Float32Array(3 * w * h)
    const plane = w * h
    for (let i = 0; i < plane; i++) {
      const o = i * 4
      for (let c = 0; c < 3; c++) {
        const v = (small.data[o + 2 - c] ?? 0) / 255 // c=0 -> B
        input[c * plane + i] = (v - (mean[c] as number)) / (std[c] as number)
      }
    }
    const feeds = { [det.inputNames[0] as string]: new ort.Tensor('float32', input, [1, 3, h, w]) }
    const out = await det.run(feeds)
    const prob = out[det.outputNames[0] as string] as Ort.Tensor
    const boxes = boxesFromProbabilityMap(prob.data as Float32Array, w, h, { ...defaultDbOptions, ...db })
    prob.dispose()
    // Back to the source image's pixel coordinates.
    const sx = image.width / w
    const sy = image.height / h
    return boxes.map((b) => scaleBox(b, sx, sy))
  }

  async function recognise(image: RgbaImage, boxes: RotatedBox[], onProgress?: (d: number, t: number) => void) {
    const crops = boxes.map((box) => cropForRecognition(image, box))
    // Batch crops of similar aspect ratio so padding stays small.
    const order = crops.map((_, i) => i).sort((a, b) => (crops[a]?.width ?? 0) - (crops[b]?.width ?? 0))
    const results: { text: string; confidence: number }[] = new Array(crops.length)
    for (let start = 0; start < order.length; start += REC_BATCH) {
      const idx = order.slice(start, start + REC_BATCH)
      const batchWidth = Math.max(...idx.map((i) => crops[i]?.width ?? 0))
      const input = new Float32Array(idx.length * 3 * REC_HEIGHT * batchWidth)
      idx.forEach((ci, bi) => {
        fillRecognitionInput(crops[ci] as RgbaImage, input, bi, batchWidth)
      })
      const feeds = {
        [rec.inputNames[0] as string]: new ort.Tensor('float32', input, [idx.length, 3, REC_HEIGHT, batchWidth]),
      }
      const out = await rec.run(feeds)
      const t = out[rec.outputNames[0] as string] as Ort.Tensor
      const [batch, steps, classes] = t.dims as [number, number, number]
      const decoded = decodeCtcBatch(t.data as Float32Array, batch, steps, classes, dictionary, candidates)
      t.dispose()
      idx.forEach((ci, bi) => {
        results[ci] = decoded[bi] ?? { text: '', confidence: 0 }
      })
      onProgress?.(Math.min(order.length, start + REC_BATCH), order.length)
    }
    return results
  }

  return {
    detect: (image, o = {}) => detect(image, o.detectionSide ?? DEFAULT_DETECTION_SIDE, o.db),
    async read(image, readOptions = {}) {
      const detected = await detect(image, readOptions.detectionSide ?? DEFAULT_DETECTION_SIDE, readOptions.db)
      // Boxes two or more lines tall get a second reading as separate strips.
      const strips = stackedLineStrips(detected)
      const boxes = [...detected, ...strips.flatMap((s) => s.strips)]
      readOptions.onProgress?.(0, boxes.length)
      const texts = await recognise(image, boxes, readOptions.onProgress)
      const chosen: { box: RotatedBox; text: DecodedText }[] = detected.map((box, i) => ({
        box,
        text: texts[i] ?? { text: '', confidence: 0 },
      }))
      let next = detected.length
      for (const s of strips) {
        const parts = s.strips.map((box, k) => ({ box, text: texts[next + k] ?? { text: '', confidence: 0 } }))
        next += s.strips.length
        const whole = chosen[s.index] as { text: DecodedText }
        const mean = parts.reduce((sum, p) => sum + (p.text.text.trim() ? p.text.confidence : 0), 0) / parts.length
        if (mean > whole.text.confidence + 0.05) chosen.splice(s.index, 1, ...parts.map((p) => ({ ...p })))
      }
      const lines: OcrLine[] = []
      for (const { box: b, text: r } of chosen) {
        if (r.confidence < (readOptions.minConfidence ?? MIN_CONFIDENCE) || r.text.trim() === '') continue
        lines.push({
          text: r.text.trim(),
          confidence: round3(r.confidence),
          box: axisAligned(b),
          angle: round3(Math.atan2(b.uy, b.ux)),
        })
      }
      lines.sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0)
      return lines
    },
    async release() {
      await det.release()
      await rec.release()
    },
  }
}

/**
 * Boxes at least ~1.8 times the usual line height, cut into that many strips.
 * On small photos the detector merges stacked short lines (a price column);
 * the strips are read too and kept only if they read more confidently
 * (a single line of large print reads worse when cut).
 */
function stackedLineStrips(boxes: RotatedBox[]): { index: number; strips: RotatedBox[] }[] {
  const lineHeights = boxes
    .filter((b) => b.width >= 2 * b.height)
    .map((b) => b.height)
    .sort((a, b) => a - b)
  if (lineHeights.length < 3) return []
  const lineHeight = lineHeights[Math.floor(lineHeights.length / 2)] as number
  const out: { index: number; strips: RotatedBox[] }[] = []
  boxes.forEach((b, index) => {
    const k = Math.round(b.height / lineHeight)
    if (b.height < 1.8 * lineHeight || k < 2 || k > 6) return
    const step = b.height / k
    const strips = Array.from({ length: k }, (_, j) => {
      const offset = -b.height / 2 + (j + 0.5) * step
      return { ...b, cx: b.cx - b.uy * offset, cy: b.cy + b.ux * offset, height: step * 1.15 }
    })
    out.push({ index, strips })
  })
  return out
}

function scaleBox(b: RotatedBox, sx: number, sy: number): RotatedBox {
  // Scale the two axis vectors, then re-derive direction and extents.
  const ax = b.ux * b.width * sx
  const ay = b.uy * b.width * sy
  const px = -b.uy * b.height * sx
  const py = b.ux * b.height * sy
  const width = Math.hypot(ax, ay)
  return { ...b, cx: b.cx * sx, cy: b.cy * sy, ux: ax / width, uy: ay / width, width, height: Math.hypot(px, py) }
}

function axisAligned(b: RotatedBox) {
  const ex = (Math.abs(b.ux) * b.width + Math.abs(b.uy) * b.height) / 2
  const ey = (Math.abs(b.uy) * b.width + Math.abs(b.ux) * b.height) / 2
  return { x0: Math.round(b.cx - ex), y0: Math.round(b.cy - ey), x1: Math.round(b.cx + ex), y1: Math.round(b.cy + ey) }
}

/** Cut the rotated box out upright, scaled to the recogniser's 48 px height. */
function cropForRecognition(image: RgbaImage, b: RotatedBox): RgbaImage {
  const w = Math.max(1, Math.round(b.width))
  const h = Math.max(1, Math.round(b.height))
  const crop = new Uint8ClampedArray(w * h * 4)
  const vx = -b.uy
  const vy = b.ux
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const du = x + 0.5 - w / 2
      const dv = y + 0.5 - h / 2
      sampleInto(image, b.cx + du * b.ux + dv * vx - 0.5, b.cy + du * b.uy + dv * vy - 0.5, crop, (y * w + x) * 4)
    }
  }
  const targetW = Math.max(8, Math.min(REC_HEIGHT * 40, Math.ceil((REC_HEIGHT * w) / h)))
  return resizeRgba({ data: crop, width: w, height: h }, targetW, REC_HEIGHT)
}

function fillRecognitionInput(crop: RgbaImage, input: Float32Array, batchIndex: number, batchWidth: number) {
  const plane = REC_HEIGHT * batchWidth
  const base = batchIndex * 3 * plane
  for (let y = 0; y < REC_HEIGHT; y++) {
    for (let x = 0; x < crop.width; x++) {
      const o = (y * crop.width + x) * 4
      for (let c = 0; c < 3; c++) {
        // BGR planes scaled to [-1, 1]; padding stays 0 (mid grey), as in PaddleOCR.
        input[base + c * plane + y * batchWidth + x] = (crop.data[o + 2 - c] ?? 0) / 127.5 - 1
      }
    }
  }
}

function round3(v: number) {
  return Math.round(v * 1000) / 1000
}
