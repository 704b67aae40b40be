// The recogniser cut to receipt characters (decision 045) reads exactly what the whole recogniser read:
// the same lines, the same text, on a real photo, with each line's confidence shared among fewer classes.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as ort from 'onnxruntime-web'
import { describe, expect, it } from 'vitest'
import { OCR_SOURCES, ocrAssetFiles, ocrModelsFolder } from '../../scripts/lib/ocr-assets'
import { cutDictionary, cutRecognizerClasses, receiptClassIndexes } from '../../scripts/lib/ocr-classifier-cut'
import { ocrFile } from '../../scripts/lib/ocr-node'
import { OCR_ASSETS } from '../../src/lib/ocr/constants'
import { dictionaryClasses, isLatinReceiptChar } from '../../src/lib/ocr/ctc'
import { createOcrEngine } from '../../src/lib/ocr/engine'

const source = (name: string) => new Uint8Array(readFileSync(path.join(ocrModelsFolder(), name)))
const sourceDictionary = () => new TextDecoder().decode(source(OCR_SOURCES.dictionary))
const served = (name: string) => ocrAssetFiles().get(name) as Uint8Array
const DEV_SET = process.env.RECEIPTS_DIR ?? path.resolve(process.cwd(), '../shared/receipts')

describe('the recogniser cut to receipt characters', () => {
  it('keeps the blank, the space and every Latin receipt character, each at its new class', () => {
    const full = dictionaryClasses(sourceDictionary())
    const keep = receiptClassIndexes(sourceDictionary())
    const cut = dictionaryClasses(new TextDecoder().decode(served(OCR_ASSETS.dictionary)))
    expect(keep[0]).toBe(0)
    expect(cut).toHaveLength(keep.length - 1)
    keep.slice(1).forEach((c, j) => {
      expect(cut[j]).toBe(full[c - 1])
    })
    expect(cut.at(-1)).toBe(' ')
    expect(full.filter(isLatinReceiptChar)).toEqual(cut)
    for (const ch of ['0', '9', '$', '.', 'A', 'z', '¥', '￥']) expect(cut).toContain(ch)
    // 95 printable ASCII characters (the space among them) and a few typographic ones.
    expect(cut.length).toBeGreaterThan(95)
    expect(cut.length).toBeLessThan(110)
  })

  it('is 3 MB smaller than the whole recogniser', () => {
    const saved = source(OCR_SOURCES.recognitionModel).length - served(OCR_ASSETS.recognitionModel).length
    // 120 features × (6,625 − 105) classes × 4 bytes, and the bias.
    expect(saved).toBeGreaterThan(3_000_000)
  })

  it('refuses a model whose last layers are not a classifier it knows', () => {
    const dictionary = sourceDictionary()
    const keep = receiptClassIndexes(dictionary)
    expect(() => cutRecognizerClasses(source(OCR_SOURCES.detectionModel), keep, 6625)).toThrow(/recogniser cut/)
    expect(() => cutRecognizerClasses(source(OCR_SOURCES.recognitionModel), keep, 6000)).toThrow(
      /not a raw float tensor of 6000/,
    )
    expect(() => cutDictionary(dictionary, keep.slice(0, -1))).toThrow(/space last/)
  })

  it('reads a real receipt photo to the same lines and text as the whole recogniser', async () => {
    ort.env.wasm.numThreads = 1
    const detectionModel = source(OCR_SOURCES.detectionModel)
    const whole = await createOcrEngine({
      ort,
      detectionModel,
      recognitionModel: source(OCR_SOURCES.recognitionModel),
      dictionary: sourceDictionary(),
    })
    const cut = await createOcrEngine({
      ort,
      detectionModel,
      recognitionModel: served(OCR_ASSETS.recognitionModel),
      dictionary: new TextDecoder().decode(served(OCR_ASSETS.dictionary)),
    })
    const photo = path.join(DEV_SET, 'images/1000-receipt.jpg')
    // minConfidence 0: every line both recognisers read, so none is dropped by one and kept by the other.
    const [a, b] = [await ocrFile(whole, photo, { minConfidence: 0 }), await ocrFile(cut, photo, { minConfidence: 0 })]
    await Promise.all([whole.release(), cut.release()])
    expect(a.length).toBeGreaterThan(20)
    expect(b.map((l) => l.text)).toEqual(a.map((l) => l.text))
    expect(a.some((l) => /TOTAL/i.test(l.text))).toBe(true)
    // A character's probability is now shared among ~100 classes instead of 6,625: never lower.
    b.forEach((line, i) => {
      expect(line.confidence).toBeGreaterThanOrEqual((a[i]?.confidence ?? 1) - 0.002)
    })
  }, 120_000)
})
