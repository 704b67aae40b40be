import { expect, test } from '@playwright/test'
import { hostWithEvent, otherPerson } from './support/helpers'
for (const approval of [true, false]) {
test(`order ${approval}`, async ({ page, browser, baseURL }) => {
  const origin = baseURL ?? ''
  const headers = { origin }
  const { event } = await hostWithEvent(page, 'e2eor', 'Hana', 'Order', { claimsNeedApproval: approval })
  for (const name of ['A1', 'B2', 'C3', 'D4', 'E5']) await page.request.post(`/api/events/${event.id}/items`, { data: { name, priceCents: 500 }, headers })
  const { context } = await otherPerson(browser, origin, 'e2eog')
  await context.request.post('/api/join', { data: { code: event.joinCode }, headers })
  await context.request.patch('/api/me/profile', { data: { firstName: 'Gil' }, headers })
  const g = await context.newPage()
  await g.goto(`/events/${event.id}?tab=items`)
  const names = () => g.getByRole('list', { name: 'Items' }).getByRole('listitem').allInnerTexts()
  console.log('before', (await names()).map((t) => t.split('\n')[0]))
  await g.getByRole('button', { name: 'Pick It Up: C3' }).click()
  await g.waitForTimeout(2500)
  console.log('after', (await names()).map((t) => t.split('\n')[0]))
  await page.goto(`/events/${event.id}?tab=items`)
  console.log('host', (await page.getByRole('list', { name: 'Items' }).getByRole('listitem').allInnerTexts()).map((t) => t.split('\n')[0]))
  await context.close()
})
}
