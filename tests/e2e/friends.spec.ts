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
  // Issue 46: first names, as everywhere else in the app; the username and @handle come second.
  await expect(results).toContainText('Ben')
  await expect(results).toContainText(ben.username)
  await results.getByRole('button', { name: 'Send friend request to Ben' }).click()
  await expect(results.getByRole('button', { name: 'Request Sent' })).toBeDisabled()
  await shot(anaPage, testInfo, 'friends-request-sent')

  await benPage.goto('/dashboard')
  const requests = benPage.getByRole('region', { name: 'Friend Requests' })
  await expect(requests).toContainText('Ana')
  await expect(requests).toContainText(ana.username)
  const friendsPanel = benPage.getByRole('region', { name: 'Friends', exact: true })
  await expect(friendsPanel).toContainText('No friends added yet')
  await shot(benPage, testInfo, 'dashboard-friend-request')
  await requests.getByRole('button', { name: 'Accept friend request from Ana' }).click()
  await expect(requests).toContainText('No pending friend requests')
  await expect(friendsPanel).toContainText('Ana')
  await expect(friendsPanel).toContainText(ana.username)
  await expect(friendsPanel.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/friends')
  await shot(benPage, testInfo, 'dashboard-friends')

  await anaPage.reload()
  const grid = anaPage.getByRole('list', { name: 'Your friends' })
  await expect(grid).toContainText('Ben')
  await expect(grid).toContainText(ben.username)
  // The first name is the line that stands out; the username is the quieter one under it.
  await expect(grid.getByRole('listitem').first().locator('.font-medium')).toHaveText('Ben')
  await shot(anaPage, testInfo, 'friends-page')

  // Remove: gone for both.
  await grid.getByRole('button', { name: 'Remove Ben from friends' }).click()
  await expect(anaPage.getByRole('dialog', { name: 'Remove Friend' })).toContainText('Remove Ben from your friends?')
  await anaPage.getByRole('dialog', { name: 'Remove Friend' }).getByRole('button', { name: 'Remove' }).click()
  await expect(anaPage.getByText('No friends added yet')).toBeVisible()
  await benPage.reload()
  await expect(friendsPanel).toContainText('No friends added yet')
  await anaPage.context().close()
  await benPage.context().close()
})
