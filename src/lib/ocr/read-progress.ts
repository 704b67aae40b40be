// What the person sees while a receipt is read on their device, stage by stage, with real numbers.

export type ReadReceiptProgress =
  | { stage: 'prepare' }
  /** First use only: the models and the runtime (about 25 MB; kept by the service worker afterwards). */
  | { stage: 'download'; loadedBytes: number; totalBytes: number }
  /** The runtime compiles and the models load into it (first read on a page only). */
  | { stage: 'start' }
  /** The detector looks for lines of text on the photo. */
  | { stage: 'find' }
  /** Text lines recognised so far. */
  | { stage: 'read'; done: number; total: number }
