import { describe, expect, it } from 'vitest'
import { initialAdjustment } from '../../src/domain/adjustment'
import {
  forgotFormSchema,
  resetPasswordFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from '../../src/domain/schemas/auth'
import { addItemSchema, createEventSchema, editItemSchema, updateEventSchema } from '../../src/domain/schemas/event'
import {
  addItemFormSchema,
  createEventFormSchema,
  editEventFormSchema,
  editItemFormSchema,
} from '../../src/domain/schemas/event-form'

// Field -> first message, as the form shows them (react-hook-form keeps the first issue per field).
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message
  return out
}

describe('item forms', () => {
  it('read typed dollars into the API body', () => {
    const body = addItemFormSchema.parse({ name: '  Margherita ', price: '$1,234.5' })
    expect(body).toEqual({ name: 'Margherita', priceCents: 123450 })
    expect(addItemSchema.parse(body)).toEqual(body)
    expect(editItemFormSchema.parse({ name: 'Soda', price: '0' })).toEqual({ name: 'Soda', priceCents: 0 })
  })

  it("use the product's words, add and edit each their own", () => {
    expect(messages(addItemFormSchema.safeParse({ name: ' ', price: 'abc' }))).toEqual({
      name: 'Enter valid name and price',
      price: 'Enter valid name and price',
    })
    expect(messages(editItemFormSchema.safeParse({ name: 'x', price: '' }))).toEqual({
      price: 'Enter valid name & price',
    })
    expect(messages(addItemFormSchema.safeParse({ name: 'x', price: '1.005' }))).toEqual({
      price: 'Enter valid name and price',
    })
    expect(messages(addItemFormSchema.safeParse({ name: 'x', price: '100000.01' }))).toEqual({
      price: 'Price must be at most $100,000.00',
    })
    expect(messages(editItemFormSchema.safeParse({ name: 'x'.repeat(121), price: '1' }))).toEqual({
      name: 'Item name must be at most 120 characters',
    })
    expect(editItemSchema.safeParse({ name: 'x', priceCents: 1 }).success).toBe(true)
  })
})

describe('create event form', () => {
  it('reads percents as typed into thousandths, blank as 0', () => {
    const body = createEventFormSchema.parse({
      title: ' Dinner ',
      description: '',
      tax: '8.875',
      tip: '',
      claimsNeedApproval: true,
      guestsAllowed: true,
    })
    expect(body).toEqual({
      title: 'Dinner',
      description: '',
      taxMilliPct: 8875,
      tipMilliPct: 0,
      taxMode: 'percent',
      tipMode: 'percent',
      claimsNeedApproval: true,
      guestsAllowed: true,
    })
    expect(createEventSchema.parse(body)).toEqual(body)
  })

  it("carries the host's choice that claims need no approval; the API defaults it to on", () => {
    const body = createEventFormSchema.parse({
      title: 'x',
      description: '',
      tax: '',
      tip: '',
      claimsNeedApproval: false,
      guestsAllowed: true,
    })
    expect(body.claimsNeedApproval).toBe(false)
    expect(createEventSchema.parse({ title: 'x' }).claimsNeedApproval).toBe(false)
  })

  it("carries the host's choice that guests may not join without an account; the API defaults it to on", () => {
    const body = createEventFormSchema.parse({
      title: 'x',
      description: '',
      tax: '',
      tip: '',
      claimsNeedApproval: true,
      guestsAllowed: false,
    })
    expect(body.guestsAllowed).toBe(false)
    expect(createEventSchema.parse({ title: 'x' }).guestsAllowed).toBe(true)
  })

  it('names every bad field at once', () => {
    expect(
      messages(
        createEventFormSchema.safeParse({
          title: '  ',
          description: '',
          tax: '101',
          tip: 'x',
          claimsNeedApproval: true,
          guestsAllowed: true,
        }),
      ),
    ).toEqual({
      title: 'Event Title is required',
      tax: 'Enter a percentage from 0 to 100 (at most 3 decimals)',
      tip: 'Enter a percentage from 0 to 100 (at most 3 decimals)',
    })
  })
})

describe('edit event form', () => {
  const event = {
    title: 'Dinner',
    description: null,
    locationName: 'Luigi',
    status: 'open' as const,
    claimsNeedApproval: true,
    guestsAllowed: true,
  }
  const origins = {
    tax: { milliPct: 8000, mode: 'amount' as const, subtotalCents: 10000 },
    tip: { milliPct: 0, mode: 'percent' as const, subtotalCents: 10000 },
  }
  const schema = editEventFormSchema(event, origins)
  const values = {
    title: 'Dinner',
    description: '',
    locationName: 'Luigi',
    status: 'open' as const,
    tax: initialAdjustment(origins.tax),
    tip: initialAdjustment(origins.tip),
    claimsNeedApproval: true,
    guestsAllowed: true,
  }

  it('outputs the guests setting only when the host changed it', () => {
    expect(schema.parse(values)).toEqual({})
    expect(schema.parse({ ...values, guestsAllowed: false })).toEqual({ guestsAllowed: false })
  })

  it('outputs the approval setting only when the host changed it', () => {
    expect(schema.parse({ ...values, claimsNeedApproval: false })).toEqual({ claimsNeedApproval: false })
    // On a closed event too: it is no money change.
    const closed = editEventFormSchema({ ...event, status: 'closed' }, origins)
    expect(closed.parse({ ...values, status: 'closed', claimsNeedApproval: false })).toEqual({
      claimsNeedApproval: false,
    })
  })

  it('outputs nothing when nothing changed, so no request is made', () => {
    expect(values.tax.mode).toBe('amount') // as the host gave it
    expect(values.tip.mode).toBe('percent')
    expect(schema.parse(values)).toEqual({})
    expect(schema.parse({ ...values, title: ' Dinner  ' })).toEqual({})
  })

  it('outputs only what changed, an amount as an amount', () => {
    const body = schema.parse({
      ...values,
      title: 'Supper',
      tax: { ...values.tax, amount: '9.00' },
      tip: { ...values.tip, percent: '18' },
    })
    expect(body).toEqual({ title: 'Supper', taxAmountCents: 900, tipMilliPct: 18000 })
    expect(updateEventSchema.parse(body)).toEqual(body)
  })

  it('outputs a switched mode alone when the rate stays the same', () => {
    const tip = { ...values.tip, mode: 'amount' as const }
    expect(schema.parse({ ...values, tip })).toEqual({ tipMode: 'amount' })
  })

  it('refuses a blank title and an unreadable adjustment with their messages', () => {
    expect(messages(schema.safeParse({ ...values, title: ' ' }))).toEqual({ title: 'Event Title is required' })
    expect(messages(schema.safeParse({ ...values, tip: { ...values.tip, percent: '120' } }))).toEqual({
      'tip.percent': 'Enter a percentage from 0 to 100 (at most 3 decimals)',
    })
  })

  it('leaves tax and tip alone on a closed event that stays closed', () => {
    const closed = editEventFormSchema({ ...event, status: 'closed' }, origins)
    expect(closed.parse({ ...values, status: 'closed', tip: { ...values.tip, percent: 'junk' } })).toEqual({})
  })
})

describe('auth forms', () => {
  it('sign-up: required fields, the username rule, e-mail shape, password length', () => {
    expect(messages(signUpFormSchema.safeParse({ username: ' ', email: '', password: '', terms: false }))).toEqual({
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
      terms: 'You must accept the Terms of Service',
    })
    expect(
      messages(signUpFormSchema.safeParse({ username: 'a b', email: 'nope', password: 'short', terms: true })),
    ).toEqual({
      username: 'Username cannot contain spaces: use letters, digits, _ or .',
      email: 'Enter a valid e-mail address',
      password: 'Password must be at least 8 characters',
    })
    expect(
      messages(signUpFormSchema.safeParse({ username: 'a!', email: 'a@b.co', password: 'long enough', terms: true })),
    ).toEqual({
      username: 'Username must be 3-30 characters: letters, digits, _ or .',
    })
    expect(
      messages(signUpFormSchema.safeParse({ username: 'ann', email: 'a@b.co', password: '         ', terms: true })),
    ).toEqual({
      password: 'Password cannot be only spaces',
    })
    expect(
      signUpFormSchema.parse({ username: ' ann ', email: ' a@b.co ', password: 'long enough', terms: true }),
    ).toEqual({ username: 'ann', email: 'a@b.co', password: 'long enough', terms: true })
  })

  it('sign-in has no password minimum and one message for a missing box', () => {
    expect(signInFormSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true)
    expect(messages(signInFormSchema.safeParse({ email: ' ', password: 'x' }))).toEqual({
      root: 'Enter your e-mail and password',
    })
    expect(messages(forgotFormSchema.safeParse({ email: '' }))).toEqual({ email: 'Email is required' })
  })

  it('reset password: both required, must match, then the length rule; outputs the API body', () => {
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'x', confirm: '' }))).toEqual({
      root: 'Both fields are required',
    })
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'abcdefgh', confirm: 'abcdefgi' }))).toEqual({
      confirm: 'Passwords do not match',
    })
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'abc', confirm: 'abc' }))).toEqual({
      password: 'Password must be at least 8 characters',
    })
    expect(resetPasswordFormSchema.parse({ password: 'abcdefgh', confirm: 'abcdefgh' })).toEqual({
      newPassword: 'abcdefgh',
    })
  })
})
