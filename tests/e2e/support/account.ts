import { expect, type Page } from '@playwright/test'

/** The profile-completion reminder opens for accounts without a first name; close it with 'Maybe Later'. */
export async function dismissProfileReminder(page: Page) {
  const modal = page.getByRole('dialog', { name: 'Complete your profile' })
  await expect(modal).toBeVisible()
  await modal.getByRole('button', { name: 'Maybe Later' }).click()
  await expect(modal).toBeHidden()
}
