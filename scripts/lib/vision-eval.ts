// Scores a vision model on a photo set from its recorded answers (DIR/vision/<provider>/): each answer
// is handed back to the shipped reader (worker/receipts) by a fetch or an AI binding that replays it, so
// it goes through the same parsing, validation and reconciliation as in production, and the reading is
// scored by the same scorer as the offline reader. Photos with no recording are counted and named,
// never scored.
import { createGeminiReader } from '../../worker/receipts/gemini'
import type { ReceiptImage, ReceiptReader } from '../../worker/receipts/types'
import { createWorkersAiReader } from '../../worker/receipts/workers-ai'
import { createSetScore, type ManifestEntry, type Reading, readGold, readManifest } from './receipt-set-score'
import {
  fingerprint,
  type Provider,
  type Recording,
  readRecording,
  receiptImageFile,
  unanswered,
} from './vision-recordings'
import { workersAiFailed } from './workers-ai-rest'

/** A reader that answers from the recording; `sent` is the fingerprint of what the shipped code asked. */
function replayReader(recording: Recording): { reader: ReceiptReader; sent: () => string | undefined } {
  let sent: string | undefined
  if (recording.provider === 'gemini') {
    const replayFetch: typeof fetch = async (_url, init) => {
      sent = fingerprint(recording.model, typeof init?.body === 'string' ? init.body : '')
      const body = recording.answer_text ?? JSON.stringify(recording.answer)
      return new Response(body, { status: recording.status, headers: { 'content-type': 'application/json' } })
    }
    // The key is never recorded and never needed: the replay answers without one.
    return {
      reader: createGeminiReader({ apiKey: 'replay', model: recording.model, fetch: replayFetch }),
      sent: () => sent,
    }
  }
  const ai = {
    async run(model: string, inputs: Record<string, unknown>) {
      sent = fingerprint(model, JSON.stringify(inputs))
      // As the REST runner throws on a refused call (calls that got no answer never reach here).
      if (!recording.ok) throw new Error(workersAiFailed(recording.status))
      return recording.answer
    },
  }
  return { reader: createWorkersAiReader({ ai, model: recording.model }), sent: () => sent }
}

export type Replayed =
  | {
      reading: Reading
      /** The shipped code now asks something else than what was recorded (another prompt, model or photo). */
      stale: boolean
      recording?: Recording
    }
  | { unanswered: Recording }

/**
 * The recorded answer read by the shipped reader; undefined when the photo was never recorded, and
 * `unanswered` when the recorded call got no answer about the photo.
 */
export async function replay(dir: string, provider: Provider, entry: ManifestEntry): Promise<Replayed | undefined> {
  let recording: Recording | undefined
  try {
    recording = readRecording(dir, provider, entry.id)
  } catch (err) {
    return { reading: { failure: err instanceof Error ? err.message : String(err) }, stale: false }
  }
  if (!recording) return undefined
  if (unanswered(recording)) return { unanswered: recording }
  const image: ReceiptImage = receiptImageFile(dir, entry.image)
  const { reader, sent } = replayReader(recording)
  let reading: Reading
  try {
    reading = { receipt: await reader.read(image) }
  } catch (err) {
    reading = { failure: err instanceof Error ? err.message : String(err) }
  }
  return { reading, stale: sent() !== recording.request_sha256, recording }
}

export interface VisionScoreOptions {
  verbose?: boolean
  only?: string[]
  limit?: number
  log?: (line: string) => void
}

export async function scoreVisionSet(dir: string, provider: Provider, options: VisionScoreOptions = {}) {
  const log = options.log ?? ((line: string) => console.error(line))
  const score = createSetScore({ verbose: options.verbose, log })
  const notRecorded: string[] = []
  const noAnswer: string[] = []
  const models = new Set<string>()
  const days = new Set<string>()
  let stale = 0
  let callMs = 0
  let calls = 0
  for (const entry of readManifest(dir, { only: options.only, limit: options.limit })) {
    const replayed = await replay(dir, provider, entry)
    if (!replayed) {
      notRecorded.push(entry.id)
      continue
    }
    if ('unanswered' in replayed) {
      noAnswer.push(entry.id)
      models.add(replayed.unanswered.model)
      continue
    }
    score.add(entry, readGold(dir, entry), replayed.reading)
    stale += Number(replayed.stale)
    if (replayed.recording) {
      models.add(replayed.recording.model)
      days.add(replayed.recording.recorded_at.slice(0, 10))
      callMs += replayed.recording.ms
      calls++
    }
  }
  if (notRecorded.length) log(`not recorded (${notRecorded.length}): ${notRecorded.join(', ')}`)
  if (noAnswer.length)
    log(`no answer recorded, network or quota; record again (${noAnswer.length}): ${noAnswer.join(', ')}`)
  if (stale)
    log(
      `${stale} recordings were asked with another prompt, model or photo than today's code sends: record them --again`,
    )
  const recorded = [...models].join(', ') || 'nothing recorded'
  const when = [...days].sort()
  const span = when.length > 1 ? `${when[0]} to ${when.at(-1)}` : (when[0] ?? '')
  return {
    ...score.report(dir, `${provider} (${recorded}${span ? `, recorded ${span}` : ''})`),
    not_recorded: notRecorded.length,
    not_answered: noAnswer.length,
    stale_recordings: stale,
    call_seconds_per_image: calls ? (callMs / calls / 1000).toFixed(2) : 'n/a',
  }
}
