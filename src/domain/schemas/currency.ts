import * as z from 'zod'
import * as CURRENCY from '../../messages/currency-more'
import { isCurrencyCode } from '../currency'

/** An ISO 4217 code as stored (upper case); typed lower case is accepted. */
export const currencySchema = z
  .string()
  .max(8, CURRENCY.invalidCode)
  .transform((s) => s.trim().toUpperCase())
  .refine(isCurrencyCode, CURRENCY.invalidCode)
