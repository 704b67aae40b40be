import * as z from 'zod'
import { currencySchema } from './currency'
import { updateProfileSchema } from './profile'

// The profile form's values: its currency select offers "none" as '' (the browser's locale then picks a new
// event's currency), which the API reads as null. The rest is the API's own schema, so the browser and the
// worker refuse the same things with the same words.
export const profileFormSchema = updateProfileSchema.extend({
  defaultCurrency: z.union([z.literal(''), currencySchema]).transform((code) => code || null),
})
