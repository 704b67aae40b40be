// A vision model's recorded answer to one receipt photo, kept at DIR/vision/<provider>/<id>.json.
// What is kept is the provider's own answer (Gemini's HTTP JSON body, the Workers AI run result),
// never our reading of it: scoring replays it through the shipped reader, so a change to the prompt's
// parsing or validation is scored again without calling the model.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sniffImageType } from '../../src/domain/file-type'
import { scrubSecrets } from '../../worker/lib/scrub-secrets'
import type { ReceiptImage } from '../../worker/receipts/types'
import { isLineSet } from './line-set-eval'

export const PROVIDERS = ['gemini', 'workers-ai'] as const
export type Provider = (typeof PROVIDERS)[number]

export function isProvider(value: string | undefined): value is Provider {
  return (PROVIDERS as readonly string[]).includes(value ?? '')
}

export interface Recording {
  provider: Provider
  model: string
  /** ISO time of the call. */
  recorded_at: string
  /** The manifest's image path, so a recording says which photo it answers. */
  image: string
  /**
   * SHA-256 of what the shipped reader sent (URL or model, prompt, settings and the photo): replaying
   * with another prompt, model or photo is flagged as stale rather than scored silently.
   */
  request_sha256: string
  /** The HTTP status (Workers AI: of the REST call); 0 when the call never got an answer. */
  status: number
  ok: boolean
  /** The provider's answer as it came (Gemini: the HTTP body; Workers AI: the run result), when it was JSON. */
  answer?: unknown
  /** The body's text when it was not JSON. */
  answer_text?: string
  /** Why the call failed, keys scrubbed; absent when it worked. */
  error?: string
  /** How long the call took, so the README can say what a read costs in time. */
  ms: number
}

/**
 * The provider said nothing about the photo: the call never reached it, or it refused for quota (HTTP 429,
 * after the recorder's retries). That is the recording machine's circumstance, not the model's reading, so
 * such a photo is neither right nor wrong: it is counted and named until it is recorded again.
 */
export function unanswered(recording: Recording): boolean {
  return recording.status === 0 || recording.status === 429
}

export function recordingPath(dir: string, provider: Provider, id: string): string {
  return path.join(dir, 'vision', provider, `${id}.json`)
}

/** The recording, or undefined when there is none; a file that is not a recording throws, naming it. */
export function readRecording(dir: string, provider: Provider, id: string): Recording | undefined {
  const file = recordingPath(dir, provider, id)
  if (!existsSync(file)) return undefined
  let value: Partial<Recording>
  try {
    value = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    throw new Error(`${file} is not JSON`)
  }
  if (value.provider !== provider || typeof value.model !== 'string' || typeof value.ok !== 'boolean')
    throw new Error(`${file} is not a ${provider} recording`)
  return value as Recording
}

/** Writes the recording with every secret replaced, whatever field it ended up in. */
export function writeRecording(dir: string, id: string, recording: Recording, secrets: string[]): string {
  const file = recordingPath(dir, recording.provider, id)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${scrubSecrets(JSON.stringify(recording, null, 2), secrets)}\n`)
  return file
}

export function fingerprint(...parts: string[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex')
}

/** The photo as the worker would hand it to a reader: its bytes and the type they show. */
export function receiptImageFile(dir: string, image: string): ReceiptImage {
  const bytes = new Uint8Array(readFileSync(path.join(dir, image)))
  return { bytes, mimeType: sniffImageType(bytes) ?? 'image/jpeg' }
}

/** A vision model needs photos: a folder of transcribed lines has none until it is drawn. */
export function photoSetError(dir: string): string | undefined {
  if (!existsSync(path.join(dir, 'manifest.jsonl'))) return `${dir} has no manifest.jsonl`
  if (isLineSet(dir))
    return `${dir} holds transcribed lines, not photos: draw them first (npm run receipt:sroie-render -- OUTDIR) and use OUTDIR`
  return undefined
}
