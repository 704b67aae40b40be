import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import type { EventSnapshot } from '../../src/domain/schemas/event-snapshot'
import { createConfirmedUser, shot } from './support/helpers'

// Accessibility and looks (docs/decisions/024): every main page, signed out and in, dark and light, at the phone
// (390x844) and desktop (1280x800) projects, has no serious or critical axe violation (WCAG 2.1 A/AA
// rules), and leaves a screenshot under test-results/screenshots/<project>/a11y-<page>-<theme>.png.

type Theme = 'dark' | 'light'
const THEMES: Theme[] = ['dark', 'light']

const SIGNED_OUT: Array<[string, string]> = [
  ['landing', '/'],
  ['features', '/features'],
  ['docs', '/docs'],
  ['help', '/help'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['sign-in', '/auth'],
  ['sign-up', '/auth?mode=signup'],
  ['join', '/join/ABC-123'],
  ['not-found', '/no-such-page'],
]

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    )
}

async function check(page: Page, name: string, path: string, theme: Theme, found: string[]) {
  await page.goto(path)
  await expect(page.locator('h1:visible').first()).toBeVisible()
  // Let entrance transitions and lazy data settle before judging colours.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  await shot(page, test.info(), `a11y-${name}-${theme}`)
  for (const v of await violations(page)) found.push(`${name} [${theme}] ${v}`)
}

const useTheme = (page: Page, theme: Theme) => page.addInitScript((t) => localStorage.setItem('theme', t), theme)

for (const theme of THEMES) {
  test(`signed out, ${theme}: no serious or critical violation`, async ({ page }) => {
    test.setTimeout(300_000)
    await useTheme(page, theme)
    const found: string[] = []
    for (const [name, path] of SIGNED_OUT) await check(page, name, path, theme, found)
    expect(found, found.join('\n')).toEqual([])
    // The join page's buttons hold their labels at either size ('Create Account' once spilled out of its box).
    await page.goto('/join/ABC-123')
    const spilled = await page.locator('main a, main button').evaluateAll((els) =>
      els
        .filter((e) => getComputedStyle(e).display !== 'inline')
        .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
        .map((e) => e.textContent),
    )
    expect(spilled).toEqual([])
  })

  test(`signed in, ${theme}: no serious or critical violation`, async ({ page, baseURL }) => {
    test.setTimeout(300_000)
    await useTheme(page, theme)
    const headers = { origin: baseURL ?? '' }
    const user = await createConfirmedUser(page.request, `a11y${theme}`)
    const login = await page.request.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: user.password },
      headers,
    })
    expect(login.ok()).toBe(true)
    await page.request.patch('/api/me/profile', { data: { firstName: 'Ada' }, headers })
    const created = await page.request.post('/api/events', {
      data: { title: 'Team lunch', taxMilliPct: 8000, tipMilliPct: 18000 },
      headers,
    })
    const { event } = (await created.json()) as EventSnapshot
    for (const [name, priceCents] of [
      ['Ramen', 1450],
      ['Gyoza', 800],
    ] as const)
      await page.request.post(`/api/events/${event.id}/items`, { data: { name, priceCents }, headers })
    await page.request.post(`/api/events/${event.id}/placeholders`, { data: { name: 'Gil' }, headers })

    const found: string[] = []
    for (const [name, path] of [
      ['dashboard', '/dashboard'],
      ['new-event', '/events/new'],
      ['event', `/events/${event.id}`],
      ['breakdown', `/events/${event.id}/breakdown`],
      ['settlements', `/events/${event.id}/settlements`],
      ['profile', '/profile'],
      ['landing-signed-in', '/'],
      ['help-signed-in', '/help'],
      ['not-found-signed-in', '/no-such-page'],
    ] as const)
      await check(page, name, path, theme, found)
    // The event page's other tabs.
    await page.goto(`/events/${event.id}`)
    // The phone labels the Participants tab 'People'.
    for (const tab of [/^All Items$/, /^(Participants|People)$/]) {
      await page.getByRole('tab', { name: tab }).click()
      await page.waitForTimeout(300)
      for (const v of await violations(page)) found.push(`event ${tab} [${theme}] ${v}`)
    }
    expect(found, found.join('\n')).toEqual([])
  })
}
