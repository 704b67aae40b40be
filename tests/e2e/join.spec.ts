import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { createConfirmedUser, shot, signInViaForm } from './support/helpers'

// Joining by code: from a shared link while signed out (the code survives signing in), by typing it,
// and with a code that does not exist.

/** A host (in its own API context) with one event; returns the event's id, title and join code. */
async function hostedEvent(request: APIRequestContext, origin: string, title: string) {
  const host = await createConfirmedUser(request, 'e2ejh')
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: host.email, password: host.password },
    headers: { origin },
  })
  expect(signIn.ok(), await signIn.text()).toBe(true)
  const res = await request.post('/api/events', { data: { title, description: 'Bring cash' }, headers: { origin } })
  expect(res.status(), await res.text()).toBe(201)
  const { event } = (await res.json()) as { event: { id: string; title: string; joinCode: string } }
  return event
}

async function signedIn(page: Page, origin: string) {
  const user = await createConfirmedUser(page.request, 'e2ej')
  await signInViaForm(page, user.email, user.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await page.request.patch('/api/me/profile', { data: { firstName: 'Jo' }, headers: { origin } })
  return user
}

test('a signed-out visitor keeps the code through sign-in and joins once back', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const event = await hostedEvent(request, baseURL ?? '', 'Ramen Friday')
  const guest = await createConfirmedUser(page.request, 'e2ej')

  await page.goto(`/join/${event.joinCode}`)
  await expect(page.getByLabel('Join Code')).toHaveValue(event.joinCode)
  await expect(page.getByText('Format: XXX-XXX')).toBeVisible()
  await expect(page.locator('a[href*="redirect="]').filter({ hasText: 'Create Account' })).toHaveAttribute(
    'href',
    `/auth?mode=signup&redirect=${encodeURIComponent(`/join/${event.joinCode}`)}`,
  )
  expect(await page.evaluate(() => localStorage.getItem('pending_join_code'))).toBe(event.joinCode)
  await shot(page, testInfo, 'join-signed-out')

  await page.locator('a[href*="redirect="]').filter({ hasText: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/auth\?redirect=/)
  await page.getByLabel('Email').fill(guest.email)
  await page.getByLabel('Password', { exact: true }).fill(guest.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()

  await expect(page.getByRole('heading', { name: 'Successfully Joined!' })).toBeVisible()
  await expect(page.getByText('Ramen Friday')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('pending_join_code'))).toBeNull()
  await shot(page, testInfo, 'join-success')
  await page.waitForURL(`**/events/${event.id}`, { timeout: 10_000 })

  // Joined exactly once, and the event is now among the guest's events (without the host crown).
  const list = await page.request.get('/api/events')
  const { events } = (await list.json()) as { events: { id: string; isHost: boolean }[] }
  expect(events.filter((e) => e.id === event.id)).toEqual([expect.objectContaining({ isHost: false })])
})

test('a signed-in person joins by typing the code in lower case', async ({ page, request, baseURL }, testInfo) => {
  const event = await hostedEvent(request, baseURL ?? '', 'Dim sum brunch')
  await signedIn(page, baseURL ?? '')
  await page.goto('/join')
  await expect(page.getByPlaceholder('ABC-123')).toBeVisible()
  await page.getByRole('button', { name: 'Join Event' }).click()
  await expect(page.getByText('Please enter a join code')).toBeVisible()

  await page.getByLabel('Join Code').pressSequentially(event.joinCode.toLowerCase())
  await expect(page.getByLabel('Join Code')).toHaveValue(event.joinCode)
  await shot(page, testInfo, 'join-typed')
  await page.getByRole('button', { name: 'Join Event' }).click()
  await expect(page.getByRole('heading', { name: 'Successfully Joined!' })).toBeVisible()
  await expect(page.getByText('Dim sum brunch')).toBeVisible()
  await page.waitForURL(`**/events/${event.id}`, { timeout: 10_000 })

  // Joining again is harmless.
  await page.goto(`/join/${event.joinCode}`)
  await expect(page.getByRole('heading', { name: 'Successfully Joined!' })).toBeVisible()
})

test('an unknown code shows the server message', async ({ page, baseURL }, testInfo) => {
  await signedIn(page, baseURL ?? '')
  await page.goto('/join')
  await page.getByLabel('Join Code').fill('zzz-999')
  await page.getByRole('button', { name: 'Join Event' }).click()
  await expect(page.getByText('No event has that join code. Check it and try again.')).toBeVisible()
  await shot(page, testInfo, 'join-bad-code')
})
