import { type Browser, expect, type Page, test } from '@playwright/test'
import { createConfirmedUser, shot } from './support/helpers'

type User = Awaited<ReturnType<typeof createConfirmedUser>>

/** A browser context of its own, signed in as `user` (so two people can act side by side). */
async function personIn(browser: Browser, baseURL: string, user: User, viewport: Page['viewportSize']) {
  const context = await browser.newContext({ baseURL, viewport: viewport() ?? undefined })
  const page = await context.newPage()
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: baseURL },
  })
  expect(res.ok(), await res.text()).toBe(true)
  return page
}

test('two people become friends: find, request, accept on the dashboard, then each other’s friends', async ({
  browser,
  page,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const ana = await createConfirmedUser(page.request, 'fana')
  const ben = await createConfirmedUser(page.request, 'fben')
  const viewport = () => page.viewportSize()
  const anaPage = await personIn(browser, origin, ana, viewport)
  const benPage = await personIn(browser, origin, ben, viewport)
  // Ben can be found: 'Allow others to find and invite me to events'. First names keep the
  // profile-completion modal away.
  const open = await benPage.request.patch('/api/me/profile', {
    data: { openToInvite: true, firstName: 'Ben' },
    headers: { origin },
  })
  expect(open.ok()).toBe(true)
  expect(
    (await anaPage.request.patch('/api/me/profile', { data: { firstName: 'Ana' }, headers: { origin } })).ok(),
  ).toBe(true)

  await anaPage.goto('/friends')
  await expect(anaPage.getByRole('heading', { name: 'Find Friends' })).toBeVisible()
  await expect(anaPage.getByText('No pending friend requests')).toBeVisible()
  await expect(anaPage.getByText('No friends added yet')).toBeVisible()
  // Blank does nothing.
  await anaPage.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(anaPage.getByRole('list', { name: 'Search results' })).toHaveCount(0)
  // Nobody: it says who can be found, and by what.
  await anaPage.getByLabel('Search by username or handle').fill('zz-nobody-by-this-name')
  await anaPage.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(anaPage.getByText('No one found for "zz-nobody-by-this-name"')).toBeVisible()
  await expect(anaPage.getByText(/find people you have been at an event with, and anyone who chose/)).toBeVisible()
  await shot(anaPage, testInfo, 'friends-no-one-found')
  // Any case, a part of the username.
  await anaPage.getByLabel('Search by username or handle').fill(ben.username.slice(0, 12).toUpperCase())
  await anaPage.getByRole('button', { name: 'Search', exact: true }).click()
  const results = anaPage.getByRole('list', { name: 'Search results' })
  await expect(results).toContainText(ben.username)
  await results.getByRole('button', { name: `Send friend request to ${ben.username}` }).click()
  await expect(results.getByRole('button', { name: 'Request Sent' })).toBeDisabled()
  await shot(anaPage, testInfo, 'friends-request-sent')

  await benPage.goto('/dashboard')
  const requests = benPage.getByRole('region', { name: 'Friend Requests' })
  await expect(requests).toContainText(ana.username)
  const friendsPanel = benPage.getByRole('region', { name: 'Friends', exact: true })
  await expect(friendsPanel).toContainText('No friends added yet')
  await shot(benPage, testInfo, 'dashboard-friend-request')
  await requests.getByRole('button', { name: `Accept friend request from ${ana.username}` }).click()
  await expect(requests).toContainText('No pending friend requests')
  await expect(friendsPanel).toContainText(ana.username)
  await expect(friendsPanel.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/friends')
  await shot(benPage, testInfo, 'dashboard-friends')

  await anaPage.reload()
  const grid = anaPage.getByRole('list', { name: 'Your friends' })
  await expect(grid).toContainText(ben.username)
  await shot(anaPage, testInfo, 'friends-page')

  // Remove: gone for both.
  await grid.getByRole('button', { name: `Remove ${ben.username} from friends` }).click()
  await anaPage.getByRole('dialog', { name: 'Remove Friend' }).getByRole('button', { name: 'Remove' }).click()
  await expect(anaPage.getByText('No friends added yet')).toBeVisible()
  await benPage.reload()
  await expect(friendsPanel).toContainText('No friends added yet')
  await anaPage.context().close()
  await benPage.context().close()
})
