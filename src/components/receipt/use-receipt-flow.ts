// The receipt flow: none → uploaded → analysed → confirm dialog (not a receipt: an alert instead).
// Checks the file by its bytes first, uploads with progress, then reads it: on the server when a model is
// configured, else on this device (409 reader_offline). When we already know the server has no
// reader, the phone starts reading while the photo uploads, so the two waits overlap.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { ParsedReceipt } from '@/domain/receipt/schema'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import { ApiRequestError } from '@/lib/api'
import { client, unwrap } from '@/lib/client'
import { putSnapshot } from '@/lib/events'
import type { ReadReceiptProgress } from '@/lib/ocr/read-receipt'
import { keepForNextVisit } from '@/lib/service-worker'
import * as RECEIPTS from '@/messages/receipts'
import {
  discardPendingReceipt,
  receiptFileProblem,
  receiptReplaced,
  receiptSrc,
  uploadPendingReceipt,
  uploadReceipt,
} from './receipt-file'
import { useFlashMessage } from './use-flash-message'

export type ReaderMode = 'offline' | 'gemini' | 'workers-ai'

export type FlowState =
  | { step: 'idle' }
  /** upload: 0..1, or null when this run does not upload; read: null until reading starts. */
  | { step: 'working'; upload: number | null; read: ReadProgress | null }
  /** pendingPhoto: a replacement photo that becomes the receipt only if this reading is applied. */
  | { step: 'review'; receipt: ParsedReceipt; pendingPhoto?: string }

export type ReadProgress = { where: 'server' } | ({ where: 'device' } & ReadReceiptProgress)

class FlowError extends Error {}

function useReaderMode() {
  return useQuery({
    queryKey: ['receipt-reader'],
    queryFn: () => unwrap(client.api['receipt-reader'].$get()),
    staleTime: Number.POSITIVE_INFINITY,
    select: (d) => d.mode,
  })
}

export function useReceiptFlow(snapshot: EventSnapshot) {
  const eventId = snapshot.event.id
  const qc = useQueryClient()
  const reader = useReaderMode()
  const mode = reader.data
  const [state, setState] = useState<FlowState>({ step: 'idle' })
  const [error, flashError] = useFlashMessage()
  const running = useRef(false)
  // The replacement photo waiting in the worker, until Apply or Cancel.
  const pending = useRef<string | undefined>(undefined)
  const discard = () => {
    if (pending.current) void discardPendingReceipt(eventId, pending.current)
    pending.current = undefined
  }
  // Leaving the page (e.g. Back with the dialog open) also drops it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on unmount only
  useEffect(() => discard, [])

  // This phone will read the photo itself: load the reader while the host picks one, so the first read
  // does not start with the download and the runtime's start-up. Not on a connection that asks to save data.
  const open = snapshot.event.status === 'open'
  useEffect(() => {
    if (mode !== 'offline' || !open || savesData()) return
    void import('@/lib/ocr/read-receipt').then((m) => m.prepareReader()).catch(() => {})
  }, [mode, open])

  const setRead = (read: ReadProgress) => setState((s) => (s.step === 'working' ? { ...s, read } : s))
  const setUpload = (upload: number) => setState((s) => (s.step === 'working' ? { ...s, upload } : s))

  // Code-split: the OCR entry (and its worker) loads only when a receipt is read on this device.
  const readOnDevice = async (image: Blob) => {
    const { readReceiptInBrowser, readerFiles } = await import('@/lib/ocr/read-receipt')
    const receipt = await readReceiptInBrowser(image, (p) => setRead({ where: 'device', ...p }))
    keepForNextVisit(readerFiles())
    return receipt
  }

  const readOnServer = async (image: Blob | null) => {
    setRead({ where: 'server' })
    try {
      return await unwrap(
        client.api.events[':id'].receipt.read.$post({
          param: { id: encodeURIComponent(eventId) },
          query: pending.current ? { pending: pending.current } : {},
        }),
      )
    } catch (err) {
      if (!(err instanceof ApiRequestError) || err.code !== 'reader_offline') throw err
      return readOnDevice(image ?? (await storedPhoto(receiptSrc(snapshot))))
    }
  }

  const run = async (work: () => Promise<ParsedReceipt>, upload: number | null) => {
    if (running.current) return
    running.current = true
    flashError(null)
    setState({ step: 'working', upload, read: null })
    try {
      const receipt = await work()
      if (!receipt.isReceipt) throw new FlowError(RECEIPTS.notAReceipt)
      setState({ step: 'review', receipt, pendingPhoto: pending.current })
    } catch (err) {
      discard()
      flashError(err instanceof FlowError ? err.message : readFailure(err))
      setState({ step: 'idle' })
    } finally {
      running.current = false
    }
  }

  /** Check, upload, then read the new photo. A replacement waits for Apply; Cancel keeps the old one. */
  const start = async (file: File) => {
    if (running.current) return
    const problem = await receiptFileProblem(file)
    if (problem) return flashError(problem)
    discard()
    return run(async () => {
      const early = mode === 'offline' ? readOnDevice(file) : null
      early?.catch(() => {}) // if the upload fails, this result is never used
      try {
        if (snapshot.event.hasReceipt) {
          pending.current = (await uploadPendingReceipt(eventId, file, setUpload)).pendingPhoto
        } else {
          const next = await uploadReceipt(eventId, file, setUpload)
          receiptReplaced(next)
          putSnapshot(qc, eventId, next)
        }
        setUpload(1)
      } catch (err) {
        throw new FlowError(uploadFailure(err))
      }
      return early ?? readOnServer(file)
    }, 0)
  }

  /** Read the receipt already stored (e.g. after Cancel, or one added on another device). */
  const readCurrent = () => run(() => readOnServer(null), null)

  /** Cancel in 'Confirm Receipt Details': a waiting replacement photo is dropped, the old one stays. */
  const dismiss = () => {
    discard()
    setState({ step: 'idle' })
  }

  /** After Apply: the waiting photo is the receipt now, so there is nothing to discard. */
  const applied = () => {
    pending.current = undefined
    setState({ step: 'idle' })
  }

  // ready: we know where reading happens (or failed to ask), so a handed-over photo can start.
  const ready = !reader.isPending
  return {
    state,
    error,
    flashError,
    start,
    readCurrent,
    dismiss,
    applied,
    mode,
    ready,
    busy: state.step === 'working',
  }
}

function savesData(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true
}

// The photo's bytes from the same URL the <img> shows (so usually from the browser's cache), not JSON.
async function storedPhoto(src: string): Promise<Blob> {
  const res = await fetch(src, { credentials: 'same-origin' })
  if (!res.ok) throw new Error(`receipt download failed (${res.status})`)
  return res.blob()
}

function uploadFailure(err: unknown): string {
  return err instanceof ApiRequestError && err.status > 0 && err.message
    ? RECEIPTS.uploadFailedWith(err.message)
    : RECEIPTS.uploadFailed
}

function readFailure(err: unknown): string {
  if (err instanceof ApiRequestError && err.code === 'not_a_receipt') return RECEIPTS.notAReceipt
  return RECEIPTS.analyzeFailed
}
