import { expect, type Page, test } from '@playwright/test'
import { createConfirmedUser, shot } from './support/helpers'

// Decision 025: the landing page is HTML prerendered at build time with no framework script, only a small
// one for the theme switch, the phone menu and the offline bar; sign-in arrives as HTML the app takes over.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024
// The landing's small script and the module it shares with the app; the app's entry alone is ~80 KB.
const SMALL_SCRIPT = 4_096

test('the landing page loads no framework script, and its theme switch and menu work', async ({ page }, testInfo) => {
  const scripts: Array<{ path: string; bytes: number }> = []
  page.on('response', async (res) => {
    const path = new URL(res.url()).pathname
    if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.push({ path, bytes: (await res.body()).length })
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Split the tab to the cent')
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  for (const s of scripts) expect(s.bytes, s.path).toBeLessThan(SMALL_SCRIPT)

  const html = page.locator('html')
  await expect(html).toHaveClass(/dark/)
  const header = page.getByRole('banner')
  if (!isPhone(page)) {
    for (const name of ['Features', 'Docs', 'Help', 'Join Event', 'Sign In', 'Get Started'])
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden()
    await header.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(html).not.toHaveClass(/dark/)
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f8fafc')
    await expect(header.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
    await shot(page, testInfo, 'landing-static-light')
    await header.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect(html).toHaveClass(/dark/)
    return
  }

  // The phone menu: a menu button that opens the same entries as the app's, by mouse or keyboard.
  const menuButton = header.getByRole('button', { name: 'Menu' })
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  await menuButton.click()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  const menu = page.getByRole('menu', { name: 'Menu' })
  for (const name of ['Features', 'Docs', 'Help', 'Light theme', 'Join Event', 'Sign In', 'Get Started'])
    await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Features' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Docs' })).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(menu.getByRole('menuitem', { name: 'Get Started' })).toBeFocused()
  await shot(page, testInfo, 'landing-static-menu')
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')

  // The theme, from the menu and from the header's button, persisted like the app's.
  await page.keyboard.press('Enter')
  await menu.getByRole('menuitem', { name: 'Light theme' }).click()
  await expect(html).not.toHaveClass(/dark/)
  await expect(menu).toBeHidden()
  await expect(header.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
  await page.reload()
  await expect(html).not.toHaveClass(/dark/)
  await menuButton.click()
  await expect(menu.getByRole('menuitem', { name: 'Dark theme' })).toBeVisible()
  await page.mouse.click(10, 400)
  await expect(menu).toBeHidden()
  await header.getByRole('button', { name: 'Switch to dark theme' }).click()
  await expect(html).toHaveClass(/dark/)

  await menuButton.click()
  await menu.getByRole('menuitem', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
})

test('sign-in arrives as HTML and the app takes it over without a console error', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
  page.on('pageerror', (err) => errors.push(err.message))
  const res = await page.request.get('/auth?mode=signup')
  expect(await res.text()).toContain('Create your account')
  await page.goto('/auth')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
  // Once the app is in charge (it starts on first use: a key here) the prerendered copy is gone: one form,
  // and it can be used.
  await page.keyboard.press('Shift')
  await expect(page.locator('#prerendered')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
  expect(errors).toEqual([])
})

/** Holds back the app's entry script until `release` is called: the page stays the HTML copy meanwhile. */
async function holdApp(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test('sign-in starts no app code until it is used', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname))
  await page.goto('/auth')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
  await page.waitForLoadState('load')
  // Fetched for later at most, never run: the HTML copy is still the page and the header shows its links.
  await page.waitForTimeout(500)
  await expect(page.locator('#prerendered')).toHaveCount(1)
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="/assets/index-"]').length)).toBe(0)
  if (!isPhone(page))
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }),
    ).toBeVisible()
  expect(scripts.length).toBeGreaterThan(0)
})

test('what is typed and sent before the app starts is carried into the app and sent', async ({ page }, testInfo) => {
  const user = await createConfirmedUser(page.request, 'early')
  const release = await holdApp(page)
  await page.goto('/auth')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password.slice(0, -1))
  // Still the HTML copy: the caret sits in the password box, which the app's twin must take over.
  await expect(page.locator('#prerendered')).toHaveCount(1)
  await shot(page, testInfo, 'signin-typed-before-app')
  release()
  await expect(page.locator('#prerendered')).toHaveCount(0)
  await expect(page.getByLabel('Email')).toHaveValue(user.email)
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(user.password.slice(-1))
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(user.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/(dashboard|complete-profile)$/)
})

// Each on a fresh page: once the app has run, its service worker serves its files, past page.route.
test('a tab pressed before the app starts is pressed in the app', async ({ page }) => {
  const release = await holdApp(page)
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await expect(page.locator('#prerendered')).toHaveCount(1)
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
  await expect(page.locator('#prerendered')).toHaveCount(0)
})

test('a form sent before the app starts is sent by the app', async ({ page }) => {
  const user = await createConfirmedUser(page.request, 'early2')
  const release = await holdApp(page)
  await page.goto('/auth')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  // The native send went nowhere: the address holds no password, and the app sends it once it is there.
  expect(page.url()).not.toContain('password')
  await expect(page.locator('#prerendered')).toHaveCount(1)
  release()
  await expect(page).toHaveURL(/\/(dashboard|complete-profile)$/)
})
