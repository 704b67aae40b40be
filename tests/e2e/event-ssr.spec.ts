import { expect, test } from '@playwright/test'
import { createConfirmedUser, signInViaForm } from './support/helpers'

// Decisions 027 and 033: the worker renders the event page (React Router, from its route's loader) and the browser hydrates it. The page must arrive with
// its content, come alive without a single console error (a hydration mismatch logs one), and user text
// must stay text.

const EVIL = '</script><script>alert(1)</script>'

// The console is judged as people have it, with the offline service worker registering (Playwright's
// blocked registration would log a warning of its own).
test.use({ serviceWorkers: 'allow' })

// Both themes: the light one is applied by public/theme.js before React hydrates, and a development build
// (`npm start`, BASE_URL=http://localhost:5173) logged that as a mismatch on every page (issue 46).
for (const theme of ['dark', 'light'] as const) {
  test(`the event page arrives rendered and hydrates without console errors (${theme} theme)`, async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    const problems: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`)
    })
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
    page.on('dialog', (d) => {
      problems.push(`dialog: ${d.message()}`)
      void d.dismiss()
    })
    const origin = baseURL ?? ''
    const user = await createConfirmedUser(page.request, 'e2essr')
    await signInViaForm(page, user.email, user.password)
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
    await page.request.patch('/api/me/profile', { data: { firstName: 'Sam' }, headers: { origin } })
    const created = await page.request.post('/api/events', { data: { title: 'Rendered dinner' }, headers: { origin } })
    expect(created.ok(), await created.text()).toBe(true)
    const id = ((await created.json()) as { event: { id: string } }).event.id
    for (const name of ['Garlic bread', EVIL]) {
      const res = await page.request.post(`/api/events/${id}/items`, {
        data: { name, priceCents: 650 },
        headers: { origin },
      })
      expect(res.ok(), await res.text()).toBe(true)
    }
    problems.length = 0

    for (const path of [`/events/${id}`, `/events/${id}?tab=items`]) {
      const res = await page.goto(path)
      const html = (await res?.text()) ?? ''
      // Drawn by the worker: the title and the loader's data for the query cache are in the first answer.
      expect(html).toContain('window.__reactRouterContext')
      expect(html).toContain('Rendered dinner')
      // The bill's total is in the first paint too, not only after the data arrives in the browser.
      expect(html).toContain('$13.00')
      expect(html).not.toContain(EVIL)
      await expect(page.getByRole('tab', { name: 'All Items' })).toBeVisible()
      // Alive: a tab switch is React's work (the page is inert, so out of reach, until it is hydrated).
      await page.getByRole('tab', { name: 'All Items' }).click()
      await expect(page.getByText('Garlic bread')).toBeVisible()
      await expect(page.getByText(EVIL)).toBeVisible()
      await page.getByRole('tab', { name: 'My Items' }).click()
      await expect(page).toHaveURL(new RegExp(`/events/${id}$`))
      // The saved theme is the one on screen after hydration.
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
    }
    expect(problems).toEqual([])
  })
}
