import * as z from 'zod'
import { isCurrencyCode } from '../currency'
import { CURRENCY_MESSAGES } from '../currency-messages'

/** An ISO 4217 code as stored (upper case); typed lower case is accepted. */
export const currencySchema = z
  .string()
  .max(8, CURRENCY_MESSAGES.invalidCode)
  .transform((s) => s.trim().toUpperCase())
  .refine(isCurrencyCode, CURRENCY_MESSAGES.invalidCode)
