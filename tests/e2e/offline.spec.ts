import { expect, test } from '@playwright/test'
import { shot } from './support/helpers'

// Allowed here (the service worker is the subject here); blocked elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

// Installable and resilient (docs/decisions/024): the manifest makes the app installable, the
// service worker opens the shell with no connection and says so, and /api/ is never answered from a cache.

test('the manifest names the app, its start page and its icons (192 and 512, any and maskable)', async ({ page }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const res = await page.request.get(href ?? '')
  expect(res.ok()).toBe(true)
  const manifest = (await res.json()) as {
    name: string
    start_url: string
    display: string
    theme_color: string
    background_color: string
    icons: Array<{ src: string; sizes: string; purpose?: string; type: string }>
  }
  expect(manifest).toMatchObject({ name: 'OpenTab', start_url: '/dashboard', display: 'standalone' })
  expect(manifest.theme_color).toMatch(/^#/)
  expect(manifest.background_color).toMatch(/^#/)
  for (const size of ['192x192', '512x512'])
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose)
      expect(icon, `${size} ${purpose}`).toBeTruthy()
      const png = await page.request.get(icon?.src ?? '')
      expect(png.headers()['content-type']).toBe('image/png')
    }
})

test('offline: the shell opens and says so; /api/ is never answered from a cache', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The worker installs (caching the shell) and takes control of the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve))
  })
  // An API answer seen while online is not kept anywhere the worker could serve it from.
  expect(await page.evaluate(async () => (await fetch('/api/health')).status)).toBe(200)
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const key of await caches.keys())
      for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname)
    return urls
  })
  // Kept: the landing page, the sign-in page and the app shell, the signed-in shell as the server draws it
  // before it knows who asks (decision 033); never an API answer.
  for (const path of ['/', '/auth', '/dashboard']) expect(cached).toContain(path)
  expect(cached.filter((u) => u.startsWith('/api/'))).toEqual([])
  // Every script this first visit loaded is handed to the worker's cache.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const loaded = performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.startsWith('/assets/'))
        const missing = []
        for (const path of loaded) if (!(await caches.match(path))) missing.push(path)
        return missing
      }),
    )
    .toEqual([])

  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Split the tab to the cent')
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
  await shot(page, test.info(), 'offline-shell')
  // The API fails rather than answering from a cache.
  const api = await page.evaluate(async () => {
    try {
      return String((await fetch('/api/health')).status)
    } catch {
      return 'network error'
    }
  })
  expect(api).toBe('network error')

  // An app address opened offline is the app, not the landing page: it starts, cannot reach the server
  // to learn who this is, and says it is offline on the sign-in page that would take them back there.
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
  await shot(page, test.info(), 'offline-app-address')

  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0)
})
