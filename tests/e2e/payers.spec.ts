import { type APIRequestContext, type Browser, expect, test } from '@playwright/test'
import { createConfirmedUser, shot } from './support/helpers'

// More than one payer: the host records that Sam put the whole bill on his card, the page explains
// each person's figures, and the tabs sent are Jules -> Sam and Maria -> Sam.

async function signedIn(browser: Browser, baseURL: string, firstName: string, request?: APIRequestContext) {
  const ctx = request ? null : await browser.newContext({ baseURL })
  const req = request ?? (ctx?.request as APIRequestContext)
  const headers = { origin: baseURL }
  const user = await createConfirmedUser(req, 'payer')
  expect((await req.post('/api/auth/sign-in/email', { data: user, headers })).ok()).toBe(true)
  expect((await req.patch('/api/me/profile', { data: { firstName }, headers })).ok()).toBe(true)
  const me = await (await req.get('/api/me')).json()
  const call = async (method: 'post' | 'put', path: string, data: unknown) => {
    const r = await req[method](path, { data, headers })
    expect(r.ok(), await r.text()).toBe(true)
    return r.json()
  }
  return { ctx, id: me.profile.id as string, call }
}

test('the host records that Sam paid; everyone sees why they owe what they owe; the tabs go to Sam', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const maria = await signedIn(browser, origin, 'Maria', page.request)
  const jules = await signedIn(browser, origin, 'Jules')
  const sam = await signedIn(browser, origin, 'Sam')
  const { event } = await maria.call('post', '/api/events', { title: 'Birthday dinner' })
  await jules.call('post', '/api/join', { code: event.joinCode })
  await sam.call('post', '/api/join', { code: event.joinCode })
  const base = `/api/events/${event.id}`
  for (const [name, priceCents, userId] of [
    ['Steak', 6120, jules.id],
    ['Salad', 3000, sam.id],
    ['Fish', 4000, maria.id],
  ] as const) {
    const snap = await maria.call('post', `${base}/items`, { name, priceCents })
    const item = snap.items.find((i: { name: string }) => i.name === name)
    await maria.call('post', `${base}/items/${item.id}/assign`, { assignee: { userId } })
  }

  await page.goto(`/events/${event.id}/settlements`)
  await expect(page.getByTestId('payers-summary')).toHaveText('You paid the whole bill ($131.20).')
  await page.getByRole('button', { name: 'Others paid too' }).click()
  await page.getByLabel('You', { exact: true }).fill('')
  await page.getByLabel('Sam', { exact: true }).fill('130.00')
  // Short of the bill: says by how much, and will not save.
  await expect(page.getByRole('status').filter({ hasText: 'Adds up to' })).toHaveText(
    'Adds up to $130.00: $1.20 of the $131.20 bill is not paid by anyone yet.',
  )
  await expect(page.getByRole('button', { name: 'Save who paid' })).toBeDisabled()
  await page.getByLabel('Sam', { exact: true }).fill('131.20')
  await expect(page.getByText('Adds up to the bill, $131.20.')).toBeVisible()
  await shot(page, testInfo, 'payers-editor')
  await page.getByRole('button', { name: 'Save who paid' }).click()
  await expect(page.getByTestId('payers-summary')).toHaveText('Paid by Sam $131.20.')
  const why = page.getByRole('list', { name: 'How the tabs add up' })
  await expect(why).toContainText('Jules had $61.20, paid $0.00, so owes Sam $61.20.')
  await expect(why).toContainText('You had $40.00, you paid $0.00, so you owe Sam $40.00.')
  await expect(why).toContainText('Sam had $30.00, paid $131.20, so is owed $101.20')

  await page.getByRole('button', { name: 'Calculate Settlements' }).click()
  await page.getByRole('button', { name: 'Close event and send tabs' }).click()
  await expect(page.getByText('Settlements Calculated!')).toBeVisible()
  const rows = page.getByTestId('settlement-row')
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: 'Jules' })).toContainText('Sam')
  await expect(rows.filter({ hasText: 'Jules' })).toContainText('$61.20')
  await shot(page, testInfo, 'payers-settlements')

  // Jules sees his own figures in words.
  const julesPage = await (jules.ctx as NonNullable<typeof jules.ctx>).newPage()
  await julesPage.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 })
  await julesPage.goto(`/events/${event.id}/settlements`)
  await expect(julesPage.getByText('Paid by Sam $131.20.')).toBeVisible()
  await expect(julesPage.getByRole('list', { name: 'How the tabs add up' })).toHaveText(
    'You had $61.20, you paid $0.00, so you owe Sam $61.20.',
  )
  await shot(julesPage, testInfo, 'payers-participant')
  await jules.ctx?.close()
  await sam.ctx?.close()
})
