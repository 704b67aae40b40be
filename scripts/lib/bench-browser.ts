// Browser-side figures: the bytes a page loads before it is ready, and Lighthouse (mobile) scores.
// Debian's Chromium, driven by playwright-core and by Lighthouse's own launcher.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium, devices } from 'playwright-core'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const DIST = 'dist/client'

export type PageBytes = { jsCss: number; files: string[]; receiptCode: string[] }

const gzipOf = (pathname: string) => {
  try {
    return gzipSync(readFileSync(path.join(DIST, pathname)), { level: 9 }).length
  } catch {
    return 0
  }
}

/**
 * Loads `url` in Chromium as a phone (Playwright's Pixel 7: its size, touch and user agent, as the e2e
 * phone project; the event page's server render draws a phone's layout for a phone) and sums the gzipped size of every JS and CSS file it fetched
 * until the network is idle and `ready` is visible. Files are measured from dist/ (wrangler's local
 * mode does not compress), so the figure is what a CDN would send with gzip.
 */
export async function bytesBeforeReady(url: string, ready: string, cookie?: { name: string; value: string }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } })
    if (cookie)
      await context.addCookies([
        { ...cookie, domain: new URL(url).hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' },
      ])
    const page = await context.newPage()
    const files = new Set<string>()
    page.on('request', (req) => {
      const p = new URL(req.url()).pathname
      if (/\.(js|mjs|css|wasm|onnx)$/.test(p)) files.add(p)
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.locator(ready).first().waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    const list = [...files].sort()
    return {
      jsCss: list.filter((f) => /\.(js|mjs|css)$/.test(f)).reduce((sum, f) => sum + gzipOf(f), 0),
      files: list,
      receiptCode: list.filter((f) => /heic|ort|ocr|onnx|browser-engine|wasm/i.test(f)),
    } satisfies PageBytes
  } finally {
    await browser.close()
  }
}

export type LighthouseResult = { performance: number; accessibility: number; bestPractices: number; cls: number }

/**
 * One Lighthouse run (mobile, simulated throttling: its defaults) of `url`. A signed-in page gets the
 * session cookie in Chromium's own cookie jar (Lighthouse's extraHeaders would replace the Cookie header
 * the page builds, losing cookies the app sets on the way, such as the D1 bookmark).
 */
export async function lighthouseRun(url: string, cookie?: { name: string; value: string }): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    if (cookie) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      const context = browser.contexts()[0]
      await context?.addCookies([
        { ...cookie, domain: new URL(url).hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' },
      ])
      await browser.close()
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Keeps the cookie set above; the profile is new for every run, so the cache is empty: a first visit.
      disableStorageReset: !!cookie,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits } = result.lhr
    const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    }
  } finally {
    chrome.kill()
  }
}

export type ReceiptReadTimes = {
  firstMs: number
  laterMs: number
  downloadedBytes: number
  secondVisitBytes: number
  /** When each progress stage first showed during the first read, in ms after the photo was chosen. */
  firstStages: Record<string, number>
}

/** The progress labels of the Add Receipt page (src/components/receipt/receipt-progress.tsx). */
const STAGES = [
  'Preparing photo',
  'Getting the reader ready',
  'Starting the reader',
  'Finding the text',
  'Reading receipt',
]

/**
 * Reads `photo` on the device as a host would, twice, on the production build: the event's Add Receipt
 * page, the photo chosen, until 'Confirm Receipt Details' shows (the first read includes downloading the
 * reader; the later one is a new photo on the same page). Then a second visit in the same browser
 * profile counts what the reader downloads again (the service worker should answer it all).
 */
export async function receiptReadInBrowser(
  baseURL: string,
  eventId: string,
  photo: string,
  cookie: { name: string; value: string },
  /** How long the person takes to pick the photo after the page opens (0: at once, the bench's case). */
  pickAfterMs = 0,
): Promise<ReceiptReadTimes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } })
    await context.addCookies([
      { ...cookie, domain: new URL(baseURL).hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' },
    ])
    // Bytes of the reader (models, dictionary, runtime) that came over the network, not from the service worker.
    let readerBytes = 0
    context.on('requestfinished', async (req) => {
      if (!/\.(wasm|onnx|txt)$/.test(new URL(req.url()).pathname)) return
      const res = await req.response()
      if (!res || res.fromServiceWorker()) return
      readerBytes += (await req.sizes()).responseBodySize
    })
    // Notes the moment each progress stage first shows, without slowing the page (one text read per change).
    await context.addInitScript((labels: string[]) => {
      const seen: Record<string, number> = {}
      ;(window as unknown as { __stages: Record<string, number> }).__stages = seen
      new MutationObserver(() => {
        const text = document.body?.textContent ?? ''
        for (const l of labels) if (!(l in seen) && text.includes(l)) seen[l] = performance.now()
      }).observe(document, { subtree: true, childList: true, characterData: true })
    }, STAGES)
    const page = await context.newPage()
    const dialog = page.getByRole('dialog', { name: 'Confirm Receipt Details' })
    // Before a photo is stored the control is 'Upload Receipt'; after, 'Replace Receipt'.
    const readOn = async () => {
      await page
        .getByLabel(/(Upload|Replace) Receipt/)
        .first()
        .setInputFiles(photo)
      const started = performance.now()
      await dialog.waitFor({ timeout: 300_000 })
      return performance.now() - started
    }
    await page.goto(`${baseURL}/events/${eventId}/receipt`)
    if (pickAfterMs > 0) await page.waitForTimeout(pickAfterMs)
    const chosenAt = await page.evaluate(() => performance.now())
    const firstMs = await readOn()
    const stageTimes = await page.evaluate(() => (window as unknown as { __stages: Record<string, number> }).__stages)
    const firstStages = Object.fromEntries(
      Object.entries(stageTimes).map(([label, at]) => [label, Math.max(0, Math.round(at - chosenAt))]),
    )
    const downloadedBytes = readerBytes
    // The same page, a photo chosen again: the reader is loaded, so this is what every later read costs.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const laterMs = await readOn()
    // A second visit: a fresh page in the same profile, where the service worker should answer the reader.
    readerBytes = 0
    await page.goto(`${baseURL}/events/${eventId}/receipt`)
    await readOn()
    return { firstMs, laterMs, downloadedBytes, secondVisitBytes: readerBytes, firstStages }
  } finally {
    await browser.close()
  }
}

export type GuestJourney = { nameFieldJsCss: number; ms: number; taps: number; tappedAt: number }

/**
 * Issue 40's row: a phone opens the join link, types a first name, joins, and taps Pick It Up on `item`
 * until the claim is accepted ("… is yours"). Counts the gzipped JS+CSS loaded by the time the name field
 * can be used, the whole journey's time from opening the link, and the taps (the name is typed).
 */
export async function guestJoinJourney(joinUrl: string, item: string): Promise<GuestJourney> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const files = new Set<string>()
    page.on('request', (req) => {
      const p = new URL(req.url()).pathname
      if (/\.(js|mjs|css)$/.test(p)) files.add(p)
    })
    const started = Date.now()
    await page.goto(joinUrl)
    const name = page.getByLabel('First name')
    await name.waitFor({ timeout: 30_000 })
    await page.locator('#root:not([inert])').waitFor({ timeout: 30_000 })
    const nameFieldJsCss = [...files].reduce((sum, f) => sum + gzipOf(f), 0)
    await name.fill('Sam')
    let taps = 0
    await page.getByRole('button', { name: 'Join with my name' }).click()
    taps++
    await page.getByRole('tab', { name: /All Items/ }).click()
    taps++
    const tappedAt = Date.now()
    await page.getByRole('button', { name: `Pick It Up: ${item}` }).click()
    taps++
    await page.getByText(`${item} is yours`).waitFor({ timeout: 30_000 })
    return { nameFieldJsCss, ms: Date.now() - started, taps, tappedAt }
  } finally {
    await browser.close()
  }
}
