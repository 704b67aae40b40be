import { type Browser, expect, type Page } from '@playwright/test'
import { createConfirmedUser, signInViaForm } from './helpers'

// A person signed in through the form in a browser of their own (or the test's page), with a first name, and a
// way to call the API as them: the settling-up specs' cast.

export async function person(
  browser: Browser,
  baseURL: string,
  page: Page | null,
  firstName: string,
  prefix = 'e2est',
) {
  const p = page ?? (await (await browser.newContext({ baseURL })).newPage())
  const user = await createConfirmedUser(p.request, prefix)
  await signInViaForm(p, user.email, user.password)
  await p.waitForURL((url) => !url.pathname.startsWith('/auth'))
  const res = await p.request.patch('/api/me/profile', { data: { firstName }, headers: { origin: baseURL } })
  expect(res.ok()).toBe(true)
  const me = await (await p.request.get('/api/me')).json()
  const call = async (method: 'post' | 'put' | 'patch', path: string, data: unknown) => {
    const r = await p.request[method](path, { data, headers: { origin: baseURL } })
    expect(r.ok(), await r.text()).toBe(true)
    return r.json()
  }
  return { page: p, id: me.profile.id as string, call }
}
