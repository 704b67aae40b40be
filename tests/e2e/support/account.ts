import { expect, type Page } from '@playwright/test'

/** The profile-completion reminder (a banner on the dashboard) shows for accounts without a first name;
 * put it away with 'Maybe Later'. */
export async function dismissProfileReminder(page: Page) {
  const modal = page.getByRole('region', { name: 'Complete your profile' })
  await expect(modal).toBeVisible()
  await modal.getByRole('button', { name: 'Maybe Later' }).click()
  await expect(modal).toBeHidden()
}
