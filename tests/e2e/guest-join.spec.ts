import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { hostWithEvent, mailLink, shot } from './support/helpers'

// Issue 40's journey (decision 053), at phone size: the host shows the QR; a second browser decodes it,
// opens the link, types a first name and claims an item, which the host sees live; the guest records a
// payment and keeps its tabs with an e-mail; a third browser signing in with that e-mail sees both.

async function decodeQr(request: APIRequestContext, eventId: string) {
  const res = await request.get(`/api/events/${eventId}/qr.png`)
  expect(res.status()).toBe(200)
  const img = PNG.sync.read(await res.body())
  return jsQR(new Uint8ClampedArray(img.data), img.width, img.height)?.data ?? ''
}

test(
  'a diner joins from the QR with a first name, claims, pays, keeps the tabs',
  { tag: '@phone' },
  async ({ page, browser, baseURL }, testInfo) => {
    const origin = baseURL ?? ''
    const headers = { origin }
    const { user: host, event } = await hostWithEvent(page, 'e2egh', 'Hana', 'Dumpling night')
    await page.request.patch(`/api/events/${event.id}`, { data: { claimsNeedApproval: false }, headers })
    const added = await page.request.post(`/api/events/${event.id}/items`, {
      data: { name: 'Pork buns', priceCents: 1200 },
      headers,
    })
    expect(added.status()).toBe(201)
    const hostMe = (await (await page.request.get('/api/me')).json()) as { profile: { id: string } }
    await page.goto(`/events/${event.id}`)
    await page.getByRole('tab', { name: /All Items/ }).click()
    const hostRow = page.getByRole('list', { name: 'Items' }).getByRole('listitem').filter({ hasText: 'Pork buns' })
    await expect(hostRow).toContainText('Unclaimed')

    // The second browser: a phone that scanned the code.
    const scanned = await decodeQr(page.request, event.id)
    expect(scanned).toBe(`${origin}/join/${event.joinCode}`)
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const phone = await context.newPage()
    await phone.goto(scanned)
    await expect(phone.getByText('Dumpling night')).toBeVisible()
    await expect(phone.getByText('Hosted by Hana')).toBeVisible()
    await shot(phone, testInfo, 'guest-join-name')
    await phone.getByLabel('First name').fill('Sam')
    await phone.getByRole('button', { name: 'Join with my name' }).click()
    await phone.waitForURL(`**/events/${event.id}`)
    await expect(phone.getByText(/this account lives on this device only/)).toBeVisible()
    await phone.getByRole('tab', { name: /All Items/ }).click()
    const row = phone.getByRole('list', { name: 'Items' }).getByRole('listitem').filter({ hasText: 'Pork buns' })
    const tapped = Date.now()
    await row.getByRole('button', { name: 'Pick It Up: Pork buns' }).click()
    await expect(phone.getByText('Pork buns is yours')).toBeVisible()
    // The host's page follows live (no reload).
    await expect(hostRow).toContainText('Sam', { timeout: 5_000 })
    const seenAfter = Date.now() - tapped
    testInfo.annotations.push({ type: 'live', description: `host saw the claim ${seenAfter} ms after the tap` })
    await shot(phone, testInfo, 'guest-claimed')

    // The guest records a payment of what it owes (through its own session).
    expect((await page.request.post(`/api/events/${event.id}/settlements/calculate`, { data: {}, headers })).ok()).toBe(
      true,
    )
    const paid = await phone.request.post(`/api/events/${event.id}/payments`, {
      data: { toId: hostMe.profile.id, amountCents: 1200 },
      headers,
    })
    expect(paid.status(), await paid.text()).toBeLessThan(300)

    // Keep my tabs.
    const email = `e2e.kept.${Date.now().toString(36)}@example.com`
    const password = 'correct horse battery staple'
    await phone.getByRole('link', { name: 'Keep my tabs' }).click()
    await phone.getByLabel('Email').fill(email)
    await phone.getByLabel('Password', { exact: true }).fill(password)
    await phone.getByRole('checkbox', { name: /I agree/ }).check()
    await shot(phone, testInfo, 'guest-keep-tabs')
    await phone.getByRole('button', { name: 'Keep my tabs' }).click()
    await expect(phone.getByText(/Your tabs are kept/)).toBeVisible()
    await context.close()

    // A third browser: confirms the e-mail, signs in, sees the claim and the payment.
    const third = await playwrightRequest.newContext({ baseURL: origin })
    const confirmLink = await mailLink(third, email, '/confirm-email')
    const token = new URL(confirmLink).searchParams.get('token') ?? ''
    expect(
      (await third.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { maxRedirects: 0 })).status(),
    ).toBeLessThan(400)
    const signIn = await third.post('/api/auth/sign-in/email', { data: { email, password }, headers })
    expect(signIn.ok(), await signIn.text()).toBe(true)
    const snap = (await (await third.get(`/api/events/${event.id}`)).json()) as {
      viewerId: string
      items: Array<{ name: string; ownerId: string | null }>
    }
    expect(snap.items.find((i) => i.name === 'Pork buns')?.ownerId).toBe(snap.viewerId)
    const settlements = await (await third.get(`/api/events/${event.id}/settlements`)).text()
    expect(settlements).toContain('1200')
    await third.dispose()
    expect(host.email).toBeTruthy()
  },
)

test(
  "a diner the host added by name says I'm one of these and finds their dish waiting",
  { tag: '@phone' },
  async ({ page, browser, baseURL }, testInfo) => {
    const origin = baseURL ?? ''
    const headers = { origin }
    const { event } = await hostWithEvent(page, 'e2eghp', 'Hana', 'Noodle night')
    const placeholder = await page.request.post(`/api/events/${event.id}/placeholders`, {
      data: { name: 'Sam' },
      headers,
    })
    expect(placeholder.status()).toBe(201)
    const sam = ((await placeholder.json()) as { placeholders: { id: string; name: string }[] }).placeholders.find(
      (p) => p.name === 'Sam',
    )
    const added = await page.request.post(`/api/events/${event.id}/items`, {
      data: { name: 'Dan dan noodles', priceCents: 1450 },
      headers,
    })
    const itemId = ((await added.json()) as { items: { id: string; name: string }[] }).items.find(
      (i) => i.name === 'Dan dan noodles',
    )?.id
    const assigned = await page.request.post(`/api/events/${event.id}/items/${itemId}/assign`, {
      data: { assignee: { placeholderId: sam?.id } },
      headers,
    })
    expect(assigned.ok(), await assigned.text()).toBe(true)

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const phone = await context.newPage()
    await phone.goto(`${origin}/join/${event.joinCode}`)
    const choices = phone.getByRole('group', { name: "I'm one of these" })
    await expect(choices.getByRole('radio', { name: "None of these, I'm new here" })).toBeChecked()
    await choices.getByRole('radio', { name: 'Sam' }).check()
    // Choosing Sam fills the empty name field; the diner may still change it.
    await expect(phone.getByLabel('First name')).toHaveValue('Sam')
    await shot(phone, testInfo, 'guest-join-one-of-these')
    await phone.getByRole('button', { name: 'Join with my name' }).click()
    await phone.waitForURL(`**/events/${event.id}**`)
    await phone.getByRole('tab', { name: /All Items/ }).click()
    const row = phone.getByRole('list', { name: 'Items' }).getByRole('listitem').filter({ hasText: 'Dan dan noodles' })
    await expect(row).toContainText('You')
    await shot(phone, testInfo, 'guest-took-over')
    await context.close()

    // The host's People no longer lists Sam as a name without an account: Sam is a guest participant now.
    const snap = (await (await page.request.get(`/api/events/${event.id}`)).json()) as {
      placeholders: unknown[]
      participants: { firstName: string | null; isGuest: boolean }[]
    }
    expect(snap.placeholders).toEqual([])
    expect(snap.participants.filter((p) => p.isGuest).map((p) => p.firstName)).toEqual(['Sam'])
  },
)
