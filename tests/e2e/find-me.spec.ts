import { expect, test } from '@playwright/test'
import { hostWithEvent, otherPerson, shot } from './support/helpers'

// At the end of an event (it is closed and the tabs are out), someone who has not chosen 'Allow others to
// find and invite me' is offered it once; Allow saves it, Not now is remembered on this device.

test('a closed event offers its people to be found; Allow saves it and the offer goes', async ({
  page,
  browser,
  baseURL,
}, info) => {
  const origin = baseURL ?? ''
  const headers = { origin }
  const { event } = await hostWithEvent(page, 'findhost', 'Maria', 'Farewell dinner')
  const { context } = await otherPerson(browser, origin, 'findjules')
  const julesApi = context.request
  const profiled = await julesApi.patch('/api/me/profile', { data: { firstName: 'Jules' }, headers })
  expect(profiled.ok(), await profiled.text()).toBe(true)
  const jules = (await profiled.json()) as { id: string }
  expect((await julesApi.post('/api/join', { data: { code: event.joinCode }, headers })).ok()).toBe(true)
  const added = await page.request.post(`/api/events/${event.id}/items`, {
    data: { name: 'Paella', priceCents: 2400 },
    headers,
  })
  expect(added.status(), await added.text()).toBe(201)
  const { items } = (await added.json()) as { items: { id: string }[] }
  const itemId = items[0]?.id ?? ''
  const assign = await page.request.post(`/api/events/${event.id}/items/${itemId}/assign`, {
    data: { assignee: { userId: jules.id } },
    headers,
  })
  expect(assign.ok(), await assign.text()).toBe(true)
  const closed = await page.request.post(`/api/events/${event.id}/settlements/calculate`, { data: {}, headers })
  expect(closed.ok(), await closed.text()).toBe(true)

  const jPage = await context.newPage()
  await jPage.goto(`${origin}/events/${event.id}`)
  const offer = jPage.getByRole('region', { name: 'Be found by friends' }).first()
  await expect(offer).toBeVisible()
  await shot(jPage, info, 'find-me-offer')
  await offer.getByRole('button', { name: 'Allow' }).click()
  await expect(offer).toBeHidden()
  const me = (await (await julesApi.get('/api/session')).json()) as { profile: { openToInvite: boolean } }
  expect(me.profile.openToInvite).toBe(true)
  await jPage.reload()
  await expect(jPage.getByRole('heading', { name: 'Farewell dinner' }).first()).toBeVisible()
  await expect(jPage.getByRole('region', { name: 'Be found by friends' })).toHaveCount(0)
  await context.close()
})
