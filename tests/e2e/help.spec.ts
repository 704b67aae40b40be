import { expect, type Page, test } from '@playwright/test'
import { createConfirmedUser, shot } from './support/helpers'

const BASE = process.env.BASE_URL ?? 'http://localhost:8787'
const SUCCESS = "Ticket submitted successfully! We'll respond via email."

// The sign-in form is another screen's work; these tests are about tickets, so sign in through
// the API in the page's own context (its cookies are the page's cookies).
async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: BASE },
  })
  expect(res.ok(), await res.text()).toBe(true)
}

test('FAQ: categories, accordion and search', async ({ page }, testInfo) => {
  await page.goto('/help')
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible()
  for (const name of ['Account', 'Events', 'Items', 'Payments', 'Technical']) {
    await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
  }
  const questions = page.getByRole('heading', { level: 4 })
  await expect(questions).toHaveCount(12)

  const taxQuestion = page.getByRole('button', { name: 'How are tax and tip calculated?' })
  const taxAnswer = page.getByText('in proportion to their own subtotal')
  await expect(taxAnswer).toBeHidden()
  await taxQuestion.click()
  await expect(taxQuestion).toHaveAttribute('aria-expanded', 'true')
  await expect(taxAnswer).toBeVisible()
  await shot(page, testInfo, 'help')
  await taxQuestion.click()
  await expect(taxAnswer).toBeHidden()

  // Searching matches answers too, and opens the hits.
  const search = page.getByLabel('Search help')
  await search.fill('safari')
  await expect(questions).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Which browsers are supported?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(page.getByText('Safari 16.4 or later')).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Account' })).toBeHidden()

  await search.fill('nothing-like-this')
  await expect(page.getByText('No results')).toBeVisible()
  await search.fill('')
  await expect(questions).toHaveCount(12)

  // The support address is the one the admin set (Admin > Settings), as the site status reports it.
  const { supportEmail } = (await (await page.request.get('/api/site-status')).json()) as { supportEmail: string }
  await expect(page.getByRole('link', { name: supportEmail })).toHaveAttribute('href', `mailto:${supportEmail}`)
})

// Issue 46: people asked about Venmo, offline use, languages and Splitwise and found nothing. Each now has an
// answer, found by the word people would search for, and saying only what the product does today.
test('FAQ: Venmo, offline, languages and Splitwise each have an honest answer', async ({ page }, testInfo) => {
  await page.goto('/help')
  const search = page.getByLabel('Search help')
  const questions = page.getByRole('heading', { level: 4 })
  const answers: Array<[string, string, string]> = [
    ['venmo', 'Can I get paid with Venmo?', "gets a 'Pay with Venmo' link with the amount and the event filled in"],
    ['offline', 'Does OpenTab work offline?', 'Changing anything (claiming a dish, adding an item, chatting'],
    ['language', 'Which languages is OpenTab available in?', 'English only, for now'],
    ['splitwise', 'Can I import from or export to Splitwise?', 'OpenTab cannot import anything from Splitwise'],
  ]
  for (const [word, question, answer] of answers) {
    await search.fill(word)
    await expect(page.getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText(answer)).toBeVisible()
    expect(await questions.count(), word).toBeGreaterThanOrEqual(1)
    await shot(page, testInfo, `help-${word}`)
  }
})

test('signed-out visitors are asked to sign in before filing a ticket', async ({ page }, testInfo) => {
  await page.goto('/help')
  await expect(page.getByRole('heading', { name: 'Submit a Ticket' })).toBeVisible()
  await expect(page.getByText('Please sign in to submit a support ticket.')).toBeVisible()
  await expect(page.getByLabel('Subject')).toHaveCount(0)
  const signInLink = page.getByRole('link', { name: 'Sign In to Get Support' })
  await expect(signInLink).toHaveAttribute('href', '/auth?redirect=/help')
  await page.getByRole('heading', { name: 'Submit a Ticket' }).scrollIntoViewIfNeeded()
  await shot(page, testInfo, 'help-signed-out')
  await signInLink.click()
  await expect(page).toHaveURL(/\/auth\?redirect=\/help$/)
})

test('a signed-in user files a ticket', async ({ page, request }, testInfo) => {
  const user = await createConfirmedUser(request, 'help')
  await signIn(page, user.email, user.password)
  await page.goto('/help')

  const subject = page.getByLabel('Subject')
  const description = page.getByLabel('Description')
  const screenshot = page.getByLabel('Screenshot URL')
  const submit = page.getByRole('button', { name: 'Submit Ticket' })

  // Client-side checks say what the server would.
  await submit.click()
  await expect(page.getByText('Subject is required')).toBeVisible()
  await expect(page.getByText('Description is required')).toBeVisible()
  await expect(subject).toBeFocused()

  await subject.fill('Tip looks one cent off')
  await description.fill('In my event the tip for Leo seems one cent higher than I expected.')
  await screenshot.fill('file:///tmp/shot.png')
  await submit.click()
  await expect(page.getByText('Screenshot URL must start with http:// or https://')).toBeVisible()

  // The screenshot tip folds open.
  await page.getByRole('button', { name: 'How to add a screenshot' }).click()
  await expect(page.getByText('Use a PNG or JPG image of at most 10MB.')).toBeVisible()

  await screenshot.fill('https://i.imgur.com/example.png')
  await shot(page, testInfo, 'help-ticket-filled')
  await submit.click()
  await expect(page.getByText(SUCCESS)).toBeInViewport()
  await expect(subject).toHaveValue('')
  await expect(description).toHaveValue('')
  await expect(screenshot).toHaveValue('')
  await shot(page, testInfo, 'help-ticket-sent')
})

test("a failed submission shows the server's message", async ({ page, request }) => {
  const user = await createConfirmedUser(request, 'help')
  await signIn(page, user.email, user.password)
  await page.route('**/api/support-tickets', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many tickets. Try again in a minute.' } }),
    }),
  )
  await page.goto('/help')
  await page.getByLabel('Subject').fill('Hello')
  await page.getByLabel('Description').fill('World')
  await page.getByRole('button', { name: 'Submit Ticket' }).click()
  await expect(page.getByRole('alert')).toContainText('Too many tickets. Try again in a minute.')
  // Nothing is cleared, so the user can try again.
  await expect(page.getByLabel('Subject')).toHaveValue('Hello')
})
