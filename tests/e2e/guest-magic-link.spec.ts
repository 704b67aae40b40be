import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { hostWithEvent, shot } from './support/helpers'

// Keep my tabs with a sign-in link (decision 054), at phone size: a guest who joined with a first name and
// claimed an item asks for a sign-in link; another browser, where the guest never was, opens the link from
// the dev mailbox, is signed in to that e-mail's new account and sees the guest's claim as its own.

test(
  'a guest keeps its tabs with a sign-in link opened in another browser',
  { tag: '@phone' },
  async ({ page, browser, baseURL }, testInfo) => {
    const origin = baseURL ?? ''
    const { event } = await hostWithEvent(page, 'e2eml', 'Lena', 'Noodle night', { claimsNeedApproval: false })
    const added = await page.request.post(`/api/events/${event.id}/items`, {
      data: { name: 'Dan dan noodles', priceCents: 1350 },
      headers: { origin },
    })
    expect(added.status()).toBe(201)

    // The guest's phone: join with a first name, claim the noodles.
    const phoneSize = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
    const guestContext = await browser.newContext(phoneSize)
    const guest = await guestContext.newPage()
    await guest.goto(`/join/${event.joinCode}`)
    await guest.getByLabel('First name').fill('Ria')
    await guest.getByRole('button', { name: 'Join with my name' }).click()
    await guest.waitForURL(`**/events/${event.id}`)
    await guest.getByRole('tab', { name: /All Items/ }).click()
    const row = guest.getByRole('list', { name: 'Items' }).getByRole('listitem').filter({ hasText: 'Dan dan noodles' })
    await row.getByRole('button', { name: 'Pick It Up: Dan dan noodles' }).click()
    await expect(guest.getByText('Dan dan noodles is yours')).toBeVisible()

    // Keep my tabs, with a sign-in link.
    const email = `e2e.link.${Date.now().toString(36)}@example.com`
    await guest.getByRole('link', { name: 'Keep my tabs' }).click()
    await guest.getByRole('tab', { name: 'With a sign-in link' }).click()
    await guest.getByLabel('Email').fill(email)
    await guest.getByRole('checkbox', { name: /I agree/ }).check()
    await shot(guest, testInfo, 'guest-link-ask')
    const axe = await new AxeBuilder({ page: guest }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
    await guest.getByRole('button', { name: 'Send me a sign-in link' }).click()
    await expect(guest.getByText(`We sent a sign-in link to ${email}`)).toBeVisible()
    await shot(guest, testInfo, 'guest-link-sent')
    await guestContext.close()

    // Another browser, never signed in (and in the light theme): the dev mailbox, then the link.
    const otherContext = await browser.newContext(phoneSize)
    await otherContext.addInitScript(() => localStorage.setItem('theme', 'light'))
    const other = await otherContext.newPage()
    await other.goto('/dev/mailbox')
    await other.getByLabel('Recipient').fill(email)
    const mail = other.getByRole('article')
    await expect(mail).toHaveCount(1)
    await expect(mail.getByRole('heading')).toHaveText('Your OpenTab sign-in link')
    const link = (await mail.getByRole('link').getAttribute('href')) ?? ''
    expect(new URL(link).pathname).toBe('/sign-in-link')
    await mail.getByRole('link').click()
    await expect(other.getByText('You are signed in.')).toBeVisible()
    await shot(other, testInfo, 'guest-link-opened')
    await other.waitForURL('**/dashboard')
    await expect(other.getByText('Noodle night').first()).toBeVisible()

    // The guest's claim is this account's now.
    await other.goto(`/events/${event.id}`)
    await other
      .getByRole('tab', { name: /My Items/ })
      .locator('visible=true')
      .click()
    const mine = other.getByRole('region', { name: 'My Items' })
    await expect(mine).toContainText('Dan dan noodles')
    await expect(mine).toContainText(/Your total\s*\$13\.50/)
    await shot(other, testInfo, 'guest-link-claim')
    const me = (await (await other.request.get('/api/me')).json()) as {
      user: { email: string; isGuest: boolean }
      profile: { firstName: string }
    }
    expect(me.user).toMatchObject({ email, isGuest: false })
    expect(me.profile.firstName).toBe('Ria')
    const snap = (await (await other.request.get(`/api/events/${event.id}`)).json()) as {
      viewerId: string
      items: Array<{ name: string; ownerId: string | null }>
    }
    expect(snap.items.find((i) => i.name === 'Dan dan noodles')?.ownerId).toBe(snap.viewerId)

    // The link works once: opened again it signs nobody in.
    const third = await browser.newContext(phoneSize)
    const again = await third.newPage()
    await again.goto(link)
    await expect(again.getByRole('alert')).toContainText('This sign-in link is used, expired or not valid.')
    await shot(again, testInfo, 'guest-link-used')
    await third.close()
    await otherContext.close()
  },
)
