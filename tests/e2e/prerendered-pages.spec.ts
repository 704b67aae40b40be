import { expect, type Page, test } from '@playwright/test'
import { createConfirmedUser, shot, untilAppTakesOver } from './support/helpers'

// Decisions 025 and 033: the landing page is HTML prerendered at build time with no framework script, only a
// small one for the theme switch, the phone menu and the offline bar; sign-in arrives as prerendered HTML,
// on screen at once, and can be used once React has hydrated it (until then it is inert: a press is not
// half-handled, and nothing sends a password anywhere).

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024
// The landing's small script and the module it shares with the app; the app's entry alone is ~80 KB.
const SMALL_SCRIPT = 4_096

test('the landing page loads no framework script, and its theme switch and menu work', async ({ page }, testInfo) => {
  const scripts: Array<{ path: string; bytes: number }> = []
  page.on('response', async (res) => {
    const path = new URL(res.url()).pathname
    // A 304 (the reload below revalidating) has no body: the same file was measured on the first load.
    if (path.startsWith('/assets/') && path.endsWith('.js') && res.status() !== 304)
      scripts.push({ path, bytes: (await res.body()).length })
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

test('sign-in arrives as HTML and becomes usable once hydrated, without a console error', { tag: '@phone' }, async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
  page.on('pageerror', (err) => errors.push(err.message))
  const res = await page.request.get('/auth?mode=signup')
  expect(await res.text()).toContain('Create your account')
  // The prerendered file: its stylesheet, and no modulepreload hints to race it for the first paint.
  const file = await (await page.request.get('/auth')).text()
  expect(file).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/)
  expect(file).not.toContain('modulepreload')
  await page.goto('/auth')
  await untilAppTakesOver(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
  expect(errors).toEqual([])
})

/** Holds back React Router's client entry until `release` is called: the page stays unhydrated meanwhile. */
async function holdApp(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** A real pointer press at the middle of `selector`, as a person's tap (Playwright's click would wait for
 * the element to accept it, which an inert one never does). */
async function tapAt(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`${selector} is not on screen`)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

test('sign-in is on screen before its code runs, and inert until then', async ({ page }, testInfo) => {
  const release = await holdApp(page)
  await page.goto('/auth')
  // The prerendered page: heading, form and header links drawn before any of the app's code has run.
  await expect(page.locator('h1')).toHaveText('Welcome back')
  await expect(page.locator('input[type="email"]')).toBeVisible()
  await expect(page.locator('#root')).toHaveAttribute('inert')
  if (!isPhone(page)) await expect(page.locator('header a', { hasText: 'Get Started' })).toBeVisible()
  await shot(page, testInfo, 'signin-before-hydration')
  // A tab pressed now does nothing (no half-working page); once hydrated the same press works.
  await tapAt(page, '[role="tab"]:has-text("Sign Up")')
  await expect(page.locator('h1')).toHaveText('Welcome back')
  release()
  await untilAppTakesOver(page)
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
})

test('sign-in forms post: no native send can put a password in the address', { tag: '@phone' }, async ({ page }) => {
  for (const path of ['/auth', '/auth?mode=signup']) {
    const html = await (await page.request.get(path)).text()
    const forms = [...html.matchAll(/<form\b[^>]*>/g)].map((m) => m[0])
    expect(forms.length, path).toBeGreaterThan(0)
    for (const form of forms) expect(form, path).toContain('method="post"')
  }
})

test('a press on Sign In before hydration sends nothing; once hydrated the same form signs in', {
  tag: '@phone',
}, async ({ page }) => {
  const user = await createConfirmedUser(page.request, 'early2')
  const release = await holdApp(page)
  const posts: string[] = []
  page.on('request', (req) => req.method() === 'POST' && posts.push(new URL(req.url()).pathname))
  await page.goto('/auth')
  await expect(page.locator('h1')).toHaveText('Welcome back')
  await tapAt(page, 'input[type="email"]')
  await page.keyboard.type(user.email)
  await tapAt(page, 'button[type="submit"]')
  await page.keyboard.press('Enter')
  // Nothing was typed into the inert form, nothing was sent, and the address holds nothing of it.
  await expect(page.locator('input[type="email"]')).toHaveValue('')
  expect(posts).toEqual([])
  expect(page.url()).toMatch(/\/auth$/)
  release()
  await untilAppTakesOver(page)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/(dashboard|complete-profile)$/)
  expect(page.url()).not.toContain('password')
})
