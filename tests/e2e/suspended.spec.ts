import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'

const SUSPENDED = 'Your account has been suspended. Please contact support for assistance.'

/** Suspends the account behind the app's back, in the e2e server's local D1. */
function suspend(email: string) {
  const state = process.env.E2E_STATE_DIR
  const config = process.env.E2E_WRANGLER_CONFIG
  if (!state || !config) throw new Error('run through npm run test:e2e (E2E_STATE_DIR is not set)')
  const sql = `UPDATE profiles SET status = 'suspended' WHERE email = '${email.toLowerCase().replaceAll("'", "''")}'`
  execFileSync(
    'npx',
    ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '-c', config, '--command', sql],
    {
      stdio: 'pipe',
      env: { ...process.env, CI: 'true' },
    },
  )
}

test('a suspended account sees the notice and is signed out', async ({ page, request }, testInfo) => {
  const user = await createConfirmedUser(request, 'susp')
  await signInViaForm(page, user.email, user.password)
  await expect(page).toHaveURL(/\/dashboard$/)

  suspend(user.email)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Account Suspended' })).toBeVisible()
  await expect(page.getByText(SUSPENDED)).toBeVisible()
  await shot(page, testInfo, 'suspended')

  await page.getByRole('button', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  // Signed out: the app sends them to sign in, where the suspension is explained again.
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/)
  await signInViaForm(page, user.email, user.password)
  await expect(page.getByRole('alert')).toHaveText(SUSPENDED)
  await shot(page, testInfo, 'suspended-sign-in')
})
