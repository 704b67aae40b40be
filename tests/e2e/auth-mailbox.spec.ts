import { expect, test } from '@playwright/test'
import { createConfirmedUser, newUser, shot, untilAppTakesOver } from './support/helpers'
import { makeAdmin } from './support/local-d1'

test('the dev mailbox lists mail newest first, filters by recipient, links work', async ({
  page,
  request,
}, testInfo) => {
  const user = newUser('mailbox')
  await request.post('/api/auth/sign-up/email', {
    data: { name: user.username, email: user.email, password: user.password },
  })
  await request.post('/api/auth/request-password-reset', { data: { email: user.email, redirectTo: '/reset-password' } })

  await page.goto('/dev/mailbox')
  await page.getByLabel('Recipient').fill(user.email)
  const mails = page.getByRole('article')
  await expect(mails).toHaveCount(2)
  await expect(mails.nth(0).getByRole('heading')).toHaveText('Reset your OpenTab password')
  await expect(mails.nth(1).getByRole('heading')).toHaveText('Confirm your OpenTab account')
  await expect(mails.nth(1)).toContainText(`To: ${user.email}`)
  await shot(page, testInfo, 'dev-mailbox')

  await mails.nth(1).getByRole('link').click()
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible()
})

test('make-admin gives the Admin Portal entry to that account only', async ({ page, request }, testInfo) => {
  const user = await createConfirmedUser(request, 'admin')
  expect(makeAdmin(user.email)).toContain('now has the role admin')
  expect(() => makeAdmin('nobody-here@example.com')).toThrow(/No account has the e-mail/)

  await page.goto('/auth?redirect=%2Fprofile')
  await untilAppTakesOver(page)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menuitem', { name: 'Admin Portal' })).toBeVisible()
  await shot(page, testInfo, 'admin-menu')
})
