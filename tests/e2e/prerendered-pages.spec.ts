import { expect, type Page, test } from '@playwright/test'
import { shot } from './support/helpers'

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
  // Once the app is in charge the prerendered copy is gone: one form, and it can be used.
  await expect(page.locator('#prerendered')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
  expect(errors).toEqual([])
})
