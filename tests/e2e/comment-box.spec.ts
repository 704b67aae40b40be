import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { hostWithEvent, otherPerson, shot } from './support/helpers'

// Issue 46: the chat box was a textarea with role combobox, which a multi-line text box may not take. It is
// a plain text box (a textarea is one) that owns its mention list the way ARIA allows a text box to:
// aria-autocomplete, aria-haspopup, aria-controls and aria-activedescendant, with the list's size spoken.

test('the chat box is a text box whose mention list is wired by ARIA, and axe finds nothing on it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? ''
  const { event } = await hostWithEvent(page, 'chatbox', 'Cleo', 'Mention supper')
  const guest = await otherPerson(browser, origin, 'chatboxg')
  await guest.context.request.patch('/api/me/profile', { data: { firstName: 'Mateo' }, headers: { origin } })
  expect(
    (await guest.context.request.post('/api/join', { data: { code: event.joinCode }, headers: { origin } })).ok(),
  ).toBe(true)
  await page.goto(`/events/${event.id}?tab=chat`)

  const panel = page.getByRole('tabpanel')
  const box = panel.getByRole('textbox', { name: 'Comment' })
  await expect(box).toBeVisible()
  await expect(panel.getByRole('combobox')).toHaveCount(0)
  await expect(box).toHaveAttribute('aria-autocomplete', 'list')
  await expect(box).toHaveAttribute('aria-haspopup', 'listbox')
  await expect(box).not.toHaveAttribute('aria-controls', /.+/)

  await box.click()
  await box.pressSequentially('Thanks @ma')
  const list = page.getByRole('listbox', { name: 'Mention someone' })
  await expect(list).toBeVisible()
  const listId = await list.getAttribute('id')
  await expect(box).toHaveAttribute('aria-controls', listId ?? 'missing')
  const first = list.getByRole('option').first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing')
  // How many names there are to pick from is spoken, not only drawn.
  await expect(page.getByRole('status').filter({ hasText: /1 person to mention/ })).toBeAttached()
  await shot(page, testInfo, 'comment-box-mentions')

  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const onTheBox = result.violations
    .filter((v) => v.nodes.some((n) => n.target.join(' ').includes('textarea') || n.html.startsWith('<textarea')))
    .map((v) => `${v.id} (${v.impact})`)
  expect(onTheBox).toEqual([])
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)
  expect(serious).toEqual([])

  // Enter picks the name; the list closes and the box lets go of it.
  await box.press('Enter')
  await expect(list).toBeHidden()
  await expect(box).toHaveValue(/@\S+ $/)
  await expect(box).not.toHaveAttribute('aria-controls', /.+/)
  await expect(box).not.toHaveAttribute('aria-activedescendant', /.+/)
  await guest.context.close()
})
