// Web Worker that reads a receipt: OCR then the shared parser, off the main
// thread so the page stays responsive for the few seconds it takes.
import { parseReceiptLines } from '../../domain/receipt/parse'
import { readWithBrowserOcr, warmBrowserOcr } from './browser-engine'
import type { WorkerRequest, WorkerResponse } from './worker-protocol'

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null
  postMessage(message: WorkerResponse): void
}

scope.onmessage = async (event) => {
  const { id, image, baseUrl } = event.data
  if (!image) {
    void warmBrowserOcr(baseUrl)
    return
  }
  try {
    const lines = await readWithBrowserOcr(image, baseUrl, (progress) =>
      scope.postMessage({ id, type: 'progress', progress }),
    )
    scope.postMessage({ id, type: 'done', receipt: parseReceiptLines(lines) })
  } catch (error) {
    scope.postMessage({ id, type: 'error', message: error instanceof Error ? error.message : String(error) })
  }
}
