// Records a vision model's answers to a set's photos by calling it through the shipped reader code
// (worker/receipts), with a fetch that keeps what the provider answered. Keys come from the shell.
import { createGeminiReader, DEFAULT_GEMINI_MODEL } from '../../worker/receipts/gemini'
import type { ReceiptReader } from '../../worker/receipts/types'
import { createWorkersAiReader, DEFAULT_WORKERS_AI_MODEL } from '../../worker/receipts/workers-ai'
import { readManifest } from './receipt-set-score'
import {
  fingerprint,
  type Provider,
  type Recording,
  readRecording,
  receiptImageFile,
  writeRecording,
} from './vision-recordings'
import { restSucceeded, runResultOf, workersAiRestRunner } from './workers-ai-rest'

type Env = Record<string, string | undefined>

const NEEDS: Record<Provider, string[]> = {
  gemini: ['GEMINI_API_KEY'],
  'workers-ai': ['CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_API_TOKEN'],
}

/** One line naming the variables to set, or undefined when they are all there. */
export function missingKey(provider: Provider, env: Env): string | undefined {
  const missing = NEEDS[provider].filter((name) => !env[name])
  return missing.length ? `Set ${missing.join(' and ')} to record ${provider} answers.` : undefined
}

export function modelFor(provider: Provider, env: Env): string {
  return provider === 'gemini'
    ? env.GEMINI_MODEL || DEFAULT_GEMINI_MODEL
    : env.WORKERS_AI_RECEIPT_MODEL || DEFAULT_WORKERS_AI_MODEL
}

/** The values no recording may hold. */
export function secretsOf(provider: Provider, env: Env): string[] {
  return provider === 'gemini' ? [env.GEMINI_API_KEY ?? ''] : [env.CLOUDFLARE_API_TOKEN ?? '']
}

function readerFor(provider: Provider, env: Env, model: string, network: typeof fetch): ReceiptReader {
  if (provider === 'gemini') return createGeminiReader({ apiKey: env.GEMINI_API_KEY ?? '', model, fetch: network })
  const ai = workersAiRestRunner({
    accountId: env.CLOUDFLARE_ACCOUNT_ID ?? '',
    apiToken: env.CLOUDFLARE_API_TOKEN ?? '',
    fetch: network,
  })
  return createWorkersAiReader({ ai, model })
}

interface Call {
  status: number
  text: string
  error?: string
  retryAfter?: number
  ms: number
  requestBody: string
}

export interface RecordOptions {
  provider: Provider
  env: Env
  /** The network; injected by tests. */
  fetch?: typeof fetch
  again?: boolean
  only?: string[]
  limit?: number
  now?: () => Date
  /** How a busy provider (HTTP 429, 503) is waited for before asking again. */
  wait?: (ms: number) => Promise<void>
  log?: (line: string) => void
}

/** Busy answers are asked again this many times, after the provider's Retry-After or a pause that grows. */
const RETRIES = 2
const BUSY = new Set([429, 503])

export async function recordSet(dir: string, options: RecordOptions) {
  const { provider, env } = options
  const log = options.log ?? ((line: string) => console.error(line))
  const wait = options.wait ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)))
  const now = options.now ?? (() => new Date())
  const model = modelFor(provider, env)
  const secrets = secretsOf(provider, env)
  const tally = { recorded: 0, failed: 0, skipped: 0 }
  const wire = recordingNetwork(options.fetch ?? fetch)
  const reader = readerFor(provider, env, model, wire.fetch)
  for (const entry of readManifest(dir, { only: options.only, limit: options.limit })) {
    // A failed call is asked again on the next run; a provider's answer is kept until --again.
    if (!options.again && answered(dir, provider, entry.id)) {
      tally.skipped++
      continue
    }
    const image = receiptImageFile(dir, entry.image)
    let call: Call | undefined
    for (let attempt = 0; attempt <= RETRIES; attempt++) {
      // The reader's verdict on the answer is the scorer's business (it replays the recording); here
      // only what the provider answered matters.
      await reader.read(image).catch(() => undefined)
      call = wire.take()
      if (!BUSY.has(call.status) || attempt === RETRIES) break
      const pause = (call.retryAfter ?? 10 * (attempt + 1)) * 1000
      log(`${entry.id}: HTTP ${call.status}, asking again in ${pause / 1000} s`)
      await wait(pause)
    }
    const recording = toRecording(provider, model, entry.image, call as Call, now())
    writeRecording(dir, entry.id, recording, secrets)
    if (recording.ok) tally.recorded++
    else tally.failed++
    log(`${entry.id}: ${recording.ok ? 'recorded' : `failed (${recording.error})`}`)
  }
  return tally
}

/** A recording of the provider's answer is there; a damaged file is recorded again. */
function answered(dir: string, provider: Provider, id: string): boolean {
  try {
    return readRecording(dir, provider, id)?.ok === true
  } catch {
    return false
  }
}

/** A fetch that passes calls to the network and keeps what came back, status and body, for the recording. */
function recordingNetwork(network: typeof fetch) {
  let call: Call | undefined
  const recordingFetch: typeof fetch = async (input, init) => {
    const requestBody = typeof init?.body === 'string' ? init.body : ''
    const started = performance.now()
    try {
      const res = await network(input, init)
      const text = await res.text()
      const retryAfter = Number(res.headers.get('retry-after')) || undefined
      call = { status: res.status, text, retryAfter, ms: performance.now() - started, requestBody }
      return new Response(text, { status: res.status, headers: res.headers })
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err)
      call = { status: 0, text: '', error, ms: performance.now() - started, requestBody }
      throw err
    }
  }
  const take = (): Call => {
    const taken = call ?? { status: 0, text: '', error: 'the reader made no call', ms: 0, requestBody: '' }
    call = undefined
    return taken
  }
  return { fetch: recordingFetch, take }
}

function toRecording(provider: Provider, model: string, image: string, call: Call, at: Date): Recording {
  let body: unknown
  let isJson = true
  try {
    body = JSON.parse(call.text)
  } catch {
    isJson = false
  }
  const answered = call.status >= 200 && call.status < 300
  const ok = answered && isJson && (provider === 'gemini' || restSucceeded(body))
  const answer = isJson ? (provider === 'workers-ai' ? runResultOf(body) : body) : undefined
  return {
    provider,
    model,
    recorded_at: at.toISOString(),
    image,
    request_sha256: fingerprint(model, call.requestBody),
    status: call.status,
    ok,
    ...(isJson ? { answer } : call.status ? { answer_text: call.text } : {}),
    ...(ok ? {} : { error: call.error ?? `HTTP ${call.status}${isJson ? '' : ', the answer is not JSON'}` }),
    ms: Math.round(call.ms),
  }
}
