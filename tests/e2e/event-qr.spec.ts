import { expect, test } from '@playwright/test'
import { hostWithEvent, shot } from './support/helpers'

// The event page shows the join code and, one tap away beside it, the event's QR code to scan off the screen.

test('the QR code opens from beside the join code on the event page', async ({ page, isMobile }, testInfo) => {
  const { event } = await hostWithEvent(page, 'qr', 'Maria', 'QR night')
  await page.goto(`/events/${event.id}`)
  if (isMobile) await page.getByRole('button', { name: 'Show Details' }).click()
  await expect(page.getByRole('button', { name: `Copy join code ${event.joinCode}` })).toBeVisible()
  await page.getByRole('button', { name: 'QR Code' }).click()
  const dialog = page.getByRole('dialog', { name: 'QR Code' })
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible()
  await expect(dialog).toContainText(event.joinCode)
  await shot(page, testInfo, 'event-qr')
})
