// Recording a vision model's answers and scoring them by replay (npm run receipt:vision, receipt:eval
// --vision), on a tiny set built in a temp folder. The network is a fake fetch answering with the
// provider answer fixtures (tests/fixtures/receipts); nothing leaves the machine.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scoreVisionSet } from '../../scripts/lib/vision-eval'
import { fillVisionRow } from '../../scripts/lib/vision-readme'
import { missingKey, recordSet } from '../../scripts/lib/vision-record'
import { photoSetError, type Recording, recordingPath } from '../../scripts/lib/vision-recordings'
import { DEFAULT_GEMINI_MODEL } from '../../worker/receipts/gemini'
import { RESPONSE_JSON_INVALID } from '../../worker/receipts/validate'
import { DEFAULT_WORKERS_AI_MODEL } from '../../worker/receipts/workers-ai'

const GEMINI_KEY = 'AIzaTEST-gemini-key-0123456789'
const CF_TOKEN = 'cf-test-token-abcdef0123456789'
const CF_ACCOUNT = 'account-1234'

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../fixtures/receipts', name), 'utf8')

/** The Green Field receipt the gemini-1000-receipt fixture answers, as gold. */
const GREEN_FIELD = {
  isReceipt: true,
  date_time: '2016-05-26T12:53:10',
  items: [
    { name: 'Coffee', price: 3 },
    { name: 'Lunch', price: 22.95 },
    { name: 'Lunch', price: 22.95 },
    { name: 'Coke', price: 3 },
  ],
  subtotal: 51.9,
  tax: 4.68,
  tip: '',
  total: 56.58,
}

let dir: string

/** A photo set: each receipt's "photo" is a JPEG signature followed by its id, so a fake can tell them apart. */
function makeSet(receipts: { id: string; gold: object; split?: string }[]) {
  mkdirSync(path.join(dir, 'images'))
  mkdirSync(path.join(dir, 'gold'))
  const manifest = receipts.map(({ id, gold, split }) => {
    writeFileSync(
      path.join(dir, 'images', `${id}.jpg`),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(id)]),
    )
    writeFileSync(path.join(dir, 'gold', `${id}.json`), JSON.stringify(gold))
    return JSON.stringify({ id, image: `images/${id}.jpg`, gold: `gold/${id}.json`, ...(split ? { split } : {}) })
  })
  writeFileSync(path.join(dir, 'manifest.jsonl'), `${manifest.join('\n')}\n`)
}

/** Which receipt a Gemini request carries: the id after the JPEG signature of its inline photo. */
function photoIdOf(init: RequestInit | undefined): string {
  const body = JSON.parse(String(init?.body))
  return atob(body.contents[0].parts[0].inline_data.data).slice(3)
}

/** A Gemini endpoint answering each photo with a fixture, or with a status and body of its own. */
function fakeGemini(answers: Record<string, { body: string; status?: number; headers?: Record<string, string> }[]>) {
  return vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const queue = answers[photoIdOf(init)] ?? []
    const next = queue.length > 1 ? queue.shift() : queue[0]
    if (!next) throw new Error('no answer for this photo')
    return new Response(next.body, { status: next.status ?? 200, headers: next.headers })
  })
}

const recordingOf = (provider: 'gemini' | 'workers-ai', id: string) => {
  const text = readFileSync(recordingPath(dir, provider, id), 'utf8')
  return { text, recording: JSON.parse(text) as Recording }
}

const geminiEnv = { GEMINI_API_KEY: GEMINI_KEY }
const at = () => new Date('2026-11-28T03:00:00Z')

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vision-set-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('recording (npm run receipt:vision -- record)', () => {
  it('calls Gemini through the shipped reader and keeps its raw answer, the model and the date, never the key', async () => {
    makeSet([{ id: 'green', gold: GREEN_FIELD }])
    const fetch = fakeGemini({ green: [{ body: fixture('gemini-1000-receipt.json') }] })
    const tally = await recordSet(dir, { provider: 'gemini', env: geminiEnv, fetch, now: at, log: () => {} })

    expect(tally).toEqual({ recorded: 1, failed: 0, skipped: 0 })
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toContain(`/models/${DEFAULT_GEMINI_MODEL}:generateContent`)
    expect((init.headers as Record<string, string>)['x-goog-api-key']).toBe(GEMINI_KEY)
    const { text, recording } = recordingOf('gemini', 'green')
    expect(text).not.toContain(GEMINI_KEY)
    expect(recording).toMatchObject({
      provider: 'gemini',
      model: DEFAULT_GEMINI_MODEL,
      recorded_at: '2026-11-28T03:00:00.000Z',
      image: 'images/green.jpg',
      status: 200,
      ok: true,
      answer: JSON.parse(fixture('gemini-1000-receipt.json')),
    })
  })

  it('records a refused call with its status and goes on, scrubbing a key the provider echoes', async () => {
    makeSet([
      { id: 'refused', gold: GREEN_FIELD },
      { id: 'green', gold: GREEN_FIELD },
    ])
    const echo = JSON.stringify({ error: { code: 400, message: `API key not valid: ${GEMINI_KEY}` } })
    const fetch = fakeGemini({
      refused: [{ body: echo, status: 400 }],
      green: [{ body: fixture('gemini-1000-receipt.json') }],
    })
    const tally = await recordSet(dir, { provider: 'gemini', env: geminiEnv, fetch, log: () => {} })

    expect(tally).toEqual({ recorded: 1, failed: 1, skipped: 0 })
    const { text, recording } = recordingOf('gemini', 'refused')
    expect(text).not.toContain(GEMINI_KEY)
    expect(text).toContain('[redacted]')
    expect(recording).toMatchObject({ status: 400, ok: false, error: 'HTTP 400' })
    expect(recordingOf('gemini', 'green').recording.ok).toBe(true)
  })

  it('asks a busy provider again after its Retry-After, without a fixed pause of its own', async () => {
    makeSet([{ id: 'green', gold: GREEN_FIELD }])
    const fetch = fakeGemini({
      green: [
        { body: '{"error":{"code":429}}', status: 429, headers: { 'retry-after': '7' } },
        { body: fixture('gemini-1000-receipt.json') },
      ],
    })
    const wait = vi.fn(async (_ms: number) => {})
    await recordSet(dir, { provider: 'gemini', env: geminiEnv, fetch, wait, log: () => {} })

    expect(wait).toHaveBeenCalledExactlyOnceWith(7000)
    expect(recordingOf('gemini', 'green').recording).toMatchObject({ status: 200, ok: true })
  })

  it('skips photos already answered unless --again, and asks again where the call failed', async () => {
    makeSet([
      { id: 'green', gold: GREEN_FIELD },
      { id: 'refused', gold: GREEN_FIELD },
    ])
    const answers = { green: [{ body: fixture('gemini-1000-receipt.json') }], refused: [{ body: '{}', status: 500 }] }
    await recordSet(dir, { provider: 'gemini', env: geminiEnv, fetch: fakeGemini(answers), log: () => {} })

    const again = fakeGemini(answers)
    expect(await recordSet(dir, { provider: 'gemini', env: geminiEnv, fetch: again, log: () => {} })).toEqual({
      recorded: 0,
      failed: 1,
      skipped: 1,
    })
    expect(again).toHaveBeenCalledOnce()
    const all = fakeGemini(answers)
    await recordSet(dir, { provider: 'gemini', env: geminiEnv, fetch: all, again: true, log: () => {} })
    expect(all).toHaveBeenCalledTimes(2)
  })

  it("calls Workers AI over Cloudflare's REST endpoint and keeps the run result, never the token", async () => {
    makeSet([{ id: 'kalaveras', gold: { isReceipt: true, date_time: '', items: [], total: 68.99 } }])
    const result = JSON.parse(fixture('workers-ai-1128-receipt.json'))
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json({ success: true, result, errors: [], messages: [] }),
    )
    const env = { CLOUDFLARE_ACCOUNT_ID: CF_ACCOUNT, CLOUDFLARE_API_TOKEN: CF_TOKEN }
    await recordSet(dir, { provider: 'workers-ai', env, fetch, log: () => {} })

    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(`https://api.cloudflare.com/client/v4/accounts/${CF_ACCOUNT}/ai/run/${DEFAULT_WORKERS_AI_MODEL}`)
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${CF_TOKEN}`)
    expect(JSON.parse(String(init.body)).messages[0].role).toBe('system')
    const { text, recording } = recordingOf('workers-ai', 'kalaveras')
    expect(text).not.toContain(CF_TOKEN)
    expect(recording).toMatchObject({
      provider: 'workers-ai',
      model: DEFAULT_WORKERS_AI_MODEL,
      ok: true,
      answer: result,
    })

    const report = await scoreVisionSet(dir, 'workers-ai', { log: () => {} })
    expect(report).toMatchObject({ receipts: 1, total_accuracy: '100.0%', reader_failures: 0, stale_recordings: 0 })

    const refused = vi.fn(async () => Response.json({ success: false, errors: [{ code: 5007 }] }, { status: 400 }))
    await recordSet(dir, { provider: 'workers-ai', env, fetch: refused, again: true, log: () => {} })
    expect(recordingOf('workers-ai', 'kalaveras').recording).toMatchObject({ status: 400, ok: false })
    const lines: string[] = []
    expect(await scoreVisionSet(dir, 'workers-ai', { log: (line) => lines.push(line) })).toMatchObject({
      receipts: 1,
      reader_failures: 1,
    })
    expect(lines).toEqual(['kalaveras: reader failed: Workers AI request failed with HTTP 400.'])
  })

  it('stops with one line naming the variable and exit code 2 when the key is missing', () => {
    const env = { ...process.env }
    delete env.GEMINI_API_KEY
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/receipt-vision.ts', 'record', '--provider', 'gemini', 'tests/receipt-sets/sroie'],
      { env, encoding: 'utf8' },
    )
    expect(run.status).toBe(2)
    expect(run.stderr).toBe('Set GEMINI_API_KEY to record gemini answers.\n')
  })

  it('names the variables to set when a key is missing', () => {
    expect(missingKey('gemini', {})).toBe('Set GEMINI_API_KEY to record gemini answers.')
    expect(missingKey('workers-ai', { CLOUDFLARE_ACCOUNT_ID: 'a' })).toBe(
      'Set CLOUDFLARE_API_TOKEN to record workers-ai answers.',
    )
    expect(missingKey('workers-ai', {})).toBe(
      'Set CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN to record workers-ai answers.',
    )
    expect(missingKey('gemini', geminiEnv)).toBeUndefined()
  })

  it('refuses a folder of transcribed lines, which has no photos to send', () => {
    expect(photoSetError('tests/receipt-sets/sroie')).toMatch(/receipt:sroie-render/)
  })
})

describe('scoring by replay (npm run receipt:eval -- DIR --vision gemini)', () => {
  it('scores right and wrong totals, names receipts not recorded, and counts a malformed answer as a reader failure', async () => {
    makeSet([
      { id: 'right', gold: GREEN_FIELD },
      { id: 'wrong', gold: { ...GREEN_FIELD, total: 60.58 } },
      { id: 'malformed', gold: GREEN_FIELD },
      { id: 'never', gold: GREEN_FIELD },
    ])
    const fetch = fakeGemini({
      right: [{ body: fixture('gemini-1000-receipt.json') }],
      wrong: [{ body: fixture('gemini-1000-receipt.json') }],
      malformed: [{ body: fixture('gemini-malformed.json') }],
    })
    await recordSet(dir, {
      provider: 'gemini',
      env: geminiEnv,
      fetch,
      only: ['right', 'wrong', 'malformed'],
      now: at,
      log: () => {},
    })
    expect(existsSync(recordingPath(dir, 'gemini', 'never'))).toBe(false)

    const lines: string[] = []
    const report = await scoreVisionSet(dir, 'gemini', { log: (line) => lines.push(line) })

    expect(report).toMatchObject({
      reader: `gemini (${DEFAULT_GEMINI_MODEL}, recorded 2026-11-28)`,
      receipts: 3,
      total_accuracy: '33.3%',
      subtotal_accuracy: '66.7%',
      date_accuracy: '66.7%',
      reader_failures: 1,
      not_recorded: 1,
      stale_recordings: 0,
    })
    // Right: 4 of 4 prices twice; the failure predicts none and misses its 4.
    expect(report).toMatchObject({ item_precision: '1.000', item_recall: '0.667' })
    expect(lines).toContain('wrong: total 56.58 vs 60.58')
    expect(lines).toContain(`malformed: reader failed: ${RESPONSE_JSON_INVALID}`)
    expect(lines).toContain('not recorded (1): never')
  })

  it('replays a refused call as a failure, and never prints a held-out miss', async () => {
    makeSet([
      { id: 'refused', gold: GREEN_FIELD, split: 'dev' },
      { id: 'hidden', gold: { ...GREEN_FIELD, total: 1 }, split: 'held-out' },
    ])
    const fetch = fakeGemini({
      refused: [{ body: '{"error":{"code":403}}', status: 403 }],
      hidden: [{ body: fixture('gemini-1000-receipt.json') }],
    })
    await recordSet(dir, { provider: 'gemini', env: geminiEnv, fetch, log: () => {} })

    const lines: string[] = []
    const report = await scoreVisionSet(dir, 'gemini', { log: (line) => lines.push(line) })
    expect(report).toMatchObject({
      receipts: 2,
      total_accuracy: '0.0%',
      'total_accuracy_held-out': '0.0% of 1',
      reader_failures: 1,
    })
    expect(lines).toEqual(['refused: reader failed: Gemini request failed with HTTP 403.'])
  })

  it('scores neither right nor wrong a photo whose call got no answer (no network, over quota)', async () => {
    makeSet([
      { id: 'right', gold: GREEN_FIELD },
      { id: 'offline', gold: GREEN_FIELD },
      { id: 'quota', gold: GREEN_FIELD },
    ])
    const answers = fakeGemini({
      right: [{ body: fixture('gemini-1000-receipt.json') }],
      quota: [{ body: '{"error":{"code":429}}', status: 429 }],
    })
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (photoIdOf(init) === 'offline') throw new TypeError('fetch failed')
      return answers(url, init)
    })
    const wait = vi.fn(async (_ms: number) => {})
    expect(await recordSet(dir, { provider: 'gemini', env: geminiEnv, fetch, wait, log: () => {} })).toEqual({
      recorded: 1,
      failed: 2,
      skipped: 0,
    })
    expect(recordingOf('gemini', 'offline').recording).toMatchObject({ status: 0, ok: false, error: 'fetch failed' })
    expect(recordingOf('gemini', 'quota').recording).toMatchObject({ status: 429, ok: false })

    const lines: string[] = []
    const report = await scoreVisionSet(dir, 'gemini', { log: (line) => lines.push(line) })
    expect(report).toMatchObject({ receipts: 1, total_accuracy: '100.0%', reader_failures: 0, not_answered: 2 })
    expect(lines).toEqual(['no answer recorded, network or quota; record again (2): offline, quota'])
  })

  it('flags a recording asked with another prompt or model than the code sends today, and still scores it', async () => {
    makeSet([{ id: 'right', gold: GREEN_FIELD }])
    const fetch = fakeGemini({ right: [{ body: fixture('gemini-1000-receipt.json') }] })
    await recordSet(dir, { provider: 'gemini', env: geminiEnv, fetch, log: () => {} })
    const file = recordingPath(dir, 'gemini', 'right')
    const recording = JSON.parse(readFileSync(file, 'utf8')) as Recording
    writeFileSync(file, JSON.stringify({ ...recording, request_sha256: 'an older prompt' }))

    const lines: string[] = []
    const report = await scoreVisionSet(dir, 'gemini', { log: (line) => lines.push(line) })
    expect(report).toMatchObject({ receipts: 1, total_accuracy: '100.0%', stale_recordings: 1 })
    expect(lines.join('\n')).toMatch(/record them --again/)
  })

  it('counts a recording file that is not JSON as a failure and goes on', async () => {
    makeSet([{ id: 'broken', gold: GREEN_FIELD }])
    mkdirSync(path.dirname(recordingPath(dir, 'gemini', 'broken')), { recursive: true })
    writeFileSync(recordingPath(dir, 'gemini', 'broken'), '{"provider": "gemini", ')

    const lines: string[] = []
    const report = await scoreVisionSet(dir, 'gemini', { log: (line) => lines.push(line) })
    expect(report).toMatchObject({ receipts: 1, reader_failures: 1, not_recorded: 0 })
    expect(lines[0]).toMatch(/^broken: reader failed: .*broken\.json is not JSON$/)
  })
})

describe("docs/receipts.md's table of vision models (receipt:eval --readme)", () => {
  const readme = readFileSync(path.join(import.meta.dirname, '../../docs/receipts.md'), 'utf8')

  it('writes the score in the row of its set and provider, and leaves every other line alone', async () => {
    makeSet([
      { id: 'right', gold: GREEN_FIELD },
      { id: 'never', gold: GREEN_FIELD },
    ])
    const fetch = fakeGemini({ right: [{ body: fixture('gemini-1000-receipt.json') }] })
    await recordSet(dir, { provider: 'gemini', env: geminiEnv, fetch, only: ['right'], now: at, log: () => {} })
    const report = await scoreVisionSet(dir, 'gemini', { log: () => {} })

    const filled = fillVisionRow(readme, 'receipts', 'gemini', report)
    const changed = filled.split('\n').filter((line, i) => line !== readme.split('\n')[i])
    expect(changed).toHaveLength(1)
    expect(changed[0]).toMatch(
      new RegExp(
        `^\\| \`receipts\` \\| Gemini \\(${DEFAULT_GEMINI_MODEL}, recorded 2026-11-28\\) \\| 1 \\(1 not recorded\\) \\| 100\\.0% \\| 100\\.0% \\| 100\\.0% \\| 1\\.000 / 1\\.000 / 1\\.000 \\| 100\\.0% \\| 0 \\| \\d+\\.\\d\\d s \\|$`,
      ),
    )
    expect(filled).toContain('| `receipts` | Workers AI | not recorded here')
    expect(filled).toContain('| `sroie-drawn` | Gemini | not recorded here')
  })

  it('adds a row for a set the table does not have yet, inside the table', async () => {
    makeSet([{ id: 'right', gold: GREEN_FIELD }])
    const fetch = fakeGemini({ right: [{ body: fixture('gemini-1000-receipt.json') }] })
    await recordSet(dir, { provider: 'gemini', env: geminiEnv, fetch, log: () => {} })
    const report = await scoreVisionSet(dir, 'gemini', { log: () => {} })

    const lines = fillVisionRow(readme, 'my-photos', 'gemini', report).split('\n')
    const row = lines.findIndex((l) => l.startsWith('| `my-photos` | Gemini'))
    expect(lines[row + 1]).toBe('<!-- /vision-table -->')
    expect(lines[row - 1]).toMatch(/^\| `sroie-drawn` \| Workers AI/)
  })
})
