import { expect, type Page, test } from '@playwright/test'
import { createConfirmedUser, shot } from './support/helpers'

const BASE = process.env.BASE_URL ?? 'http://localhost:8787'
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })

test.describe('landing page', () => {
  test('shows the pitch, the cards and links to sign-up', async ({ page }, testInfo) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Split the tab to the cent')
    for (const name of ['Group management', 'Smart calculations', 'Fair distribution']) {
      await expect(heading(page, name)).toBeVisible()
    }
    for (const name of ['Save time', 'Secure and private', 'Always accurate', 'Works everywhere']) {
      await expect(heading(page, name)).toBeVisible()
    }
    // The landing's own calls to action open sign-up mode (a visitor there has no account yet; the
    // navigation bar has its own).
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    )
    await expect(page.getByRole('link', { name: 'Get Started for Free' })).toHaveAttribute('href', '/auth?mode=signup')
    // The example tab is computed by the real bill code: the three people add up to the table total.
    const preview = page.getByRole('figure')
    await expect(preview).toContainText('Table total')
    await shot(page, testInfo, 'landing')

    await page.getByRole('link', { name: 'Learn More' }).click()
    await expect(page).toHaveURL(/#features$/)
    await expect(heading(page, 'Everything the end of a meal needs')).toBeInViewport()

    await page.getByRole('main').getByRole('link', { name: 'Get Started', exact: true }).click()
    await expect(page).toHaveURL(/\/auth\?mode=signup$/)
  })

  test('light theme', async ({ page }, testInfo) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'))
    await page.goto('/')
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await shot(page, testInfo, 'landing-light')
  })

  test('signed-in visitors go to the dashboard', { tag: '@phone' }, async ({ page, request }) => {
    const user = await createConfirmedUser(request, 'land')
    const res = await page.request.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: user.password },
      headers: { origin: BASE },
    })
    expect(res.ok()).toBe(true)
    await page.goto('/')
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})

test('features page', { tag: '@phone' }, async ({ page }, testInfo) => {
  await page.goto('/features')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const name of ['Smart group management', 'Intelligent bill splitting', 'Expense tracking']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  for (const name of ['Secure and private', 'Real-time updates', 'Mobile friendly', 'Easy sharing']) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Create Your Free Account' })).toHaveAttribute(
    'href',
    '/auth?mode=signup',
  )
  await shot(page, testInfo, 'features')
})

test.describe('docs', () => {
  const sections = ['Getting Started', 'Managing Events', 'Managing Items', 'Communication', 'Account Management']

  test(
    'search filters sections and subsections, clearing brings all back',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/docs')
      await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible()
      for (const name of sections) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
      await shot(page, testInfo, 'docs')

      const search = page.getByLabel('Search documentation')
      // "HEIC" appears only in the content of 'Reading a receipt'.
      await search.fill('heic')
      await expect(heading(page, 'Reading a receipt')).toBeVisible()
      await expect(heading(page, 'Managing Items')).toBeVisible()
      await expect(heading(page, 'Adding items')).toBeHidden()
      await expect(heading(page, 'Getting Started')).toBeHidden()
      await expect(page.getByRole('heading', { level: 3 })).toHaveCount(1)
      await shot(page, testInfo, 'docs-search')

      // A section title match keeps the whole section.
      await search.fill('communication')
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1)
      await expect(heading(page, 'Event chat')).toBeVisible()
      await expect(heading(page, 'Notifications')).toBeVisible()

      await search.fill('xylophone')
      await expect(page.getByText('No results')).toBeVisible()

      await page.getByRole('button', { name: 'Clear search' }).click()
      await expect(search).toHaveValue('')
      for (const name of sections) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
      await expect(heading(page, 'Adding items')).toBeVisible()
    },
  )

  test('the anchor list jumps to a section', async ({ page, isMobile }) => {
    await page.goto('/docs')
    const nav = page.getByRole('navigation', { name: 'Documentation sections' })
    // Phones keep the list folded under 'On this page'.
    if (isMobile) await nav.getByRole('button', { name: 'On this page' }).click()
    await nav.getByRole('link', { name: 'Splitting an item' }).click()
    await expect(page).toHaveURL(/#splitting$/)
    await expect(heading(page, 'Splitting an item')).toBeInViewport()
    if (isMobile) await expect(nav.getByRole('link', { name: 'Splitting an item' })).toBeHidden()

    // A shared deep link lands on its section even though the page renders lazily.
    await page.goto('/docs#tax-tip')
    await expect(heading(page, 'How tax and tip are shared')).toBeInViewport()
  })
})

test('privacy and terms', { tag: '@phone' }, async ({ page }, testInfo) => {
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  for (const name of [
    'Information We Collect',
    'How We Use Your Information',
    'Information Sharing and Your Rights',
    'Contact',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  await expect(page.getByText('Last updated: November 20, 2026')).toBeVisible()
  await shot(page, testInfo, 'privacy')

  await page.goto('/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  for (const name of [
    'Acceptance',
    'Accounts',
    'Service Rules',
    'Payment Terms',
    'Termination',
    'Changes',
    'Contact',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  await expect(page.getByText('OpenTab is currently free')).toBeVisible()
  await expect(page.getByText('data may be deleted after 30 days')).toBeVisible()
  await shot(page, testInfo, 'terms')
})
