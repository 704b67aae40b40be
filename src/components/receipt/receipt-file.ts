// Receipt files in the browser: the same checks the server makes (bytes, not names; 10 MB), an
// upload that reports progress, and the address of the stored photo.
import { RECEIPT_MAX_BYTES, sniffImageType } from '@/domain/file-type'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { ApiRequestError } from '@/lib/api'
import { client, unwrap } from '@/lib/client'
import * as RECEIPTS from '@/messages/receipts'

export const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif'

/**
 * The message for a file we must refuse (wrong type, over 10MB), or null. Phones mislabel HEIC, so the
 * bytes decide.
 */
export async function receiptFileProblem(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
  if (!sniffImageType(head)) return RECEIPTS.invalidType
  if (file.size > RECEIPT_MAX_BYTES) return RECEIPTS.tooLarge
  return null
}

const receiptPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/receipt`

/** Uploads the event's first receipt photo: it becomes the receipt at once. */
export function uploadReceipt(eventId: string, file: File, onProgress?: (fraction: number) => void) {
  return postPhoto<EventSnapshot>(receiptPath(eventId), file, onProgress)
}

/** Uploads a replacement photo that waits for Apply; the current receipt stays until then. */
export function uploadPendingReceipt(eventId: string, file: File, onProgress?: (fraction: number) => void) {
  return postPhoto<{ pendingPhoto: string }>(`${receiptPath(eventId)}/pending`, file, onProgress)
}

/** Cancel: deletes the waiting photo (best effort; the worker also clears it on the next upload). */
export function discardPendingReceipt(eventId: string, pendingPhoto: string) {
  return unwrap(
    client.api.events[':id'].receipt.pending[':name'].$delete({
      param: { id: encodeURIComponent(eventId), name: encodeURIComponent(pendingPhoto) },
    }),
  ).catch(() => {})
}

/**
 * POST the photo as multipart `file`. XMLHttpRequest rather than fetch (and so not the typed client
 * in @/lib/client, which fetches) because only it reports upload progress, which matters for a
 * 5 MB photo on a restaurant's signal.
 */
function postPhoto<T>(url: string, file: File, onProgress?: (fraction: number) => void) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total)
    xhr.onerror = () => reject(new ApiRequestError(0, 'network', ''))
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        // An HTML error page or an empty body: handled as a failure without a message below.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body as T)
      const err = (body as { error?: { code?: string; message?: string } } | null)?.error
      reject(new ApiRequestError(xhr.status, err?.code ?? 'http_error', err?.message ?? ''))
    }
    const form = new FormData()
    form.set('file', file)
    xhr.send(form)
  })
}

// The photo is served with a one-hour private cache, so its URL carries a version to show a replaced
// photo at once. The event's version moves with every item change, which would re-download the
// photo each time; we pin the version seen when the receipt appeared and move it only on upload.
const pinned = new Map<string, number>()

export function receiptSrc(snapshot: EventSnapshot): string {
  const { id, version, hasReceipt } = snapshot.event
  if (!hasReceipt) pinned.delete(id)
  else if (!pinned.has(id)) pinned.set(id, version)
  return `/api/events/${encodeURIComponent(id)}/receipt?v=${pinned.get(id) ?? version}`
}

/** Called with the snapshot an upload returned: its photo is new. */
export function receiptReplaced(snapshot: EventSnapshot) {
  pinned.set(snapshot.event.id, snapshot.event.version)
}
