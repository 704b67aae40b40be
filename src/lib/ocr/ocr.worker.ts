// Web Worker that reads a receipt: OCR then the shared parser, off the main
// thread so the page stays responsive for the few seconds it takes.
import { parseReceiptLines } from '../../domain/receipt/parse'
import { getBrowserOcr } from './browser-engine'
import type { WorkerRequest, WorkerResponse } from './worker-protocol'

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null
  postMessage(message: WorkerResponse): void
}

scope.onmessage = async (event) => {
  const { id, image, baseUrl } = event.data
  try {
    const engine = await getBrowserOcr(baseUrl, (p) =>
      scope.postMessage({ id, type: 'progress', stage: 'download', ...p }),
    )
    const lines = await engine.read(image, {
      onProgress: (done, total) => scope.postMessage({ id, type: 'progress', stage: 'read', done, total }),
    })
    scope.postMessage({ id, type: 'done', receipt: parseReceiptLines(lines) })
  } catch (error) {
    scope.postMessage({ id, type: 'error', message: error instanceof Error ? error.message : String(error) })
  }
}
