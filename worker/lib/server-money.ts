import { type Money, moneyIn } from '../../src/domain/currency'

/**
 * Amounts in text the server writes (notifications, e-mails, CSV notes, error messages): the event's
 * currency, in en-US formatting, since a server message has no viewer locale and profiles keep none.
 */
export const serverMoney = (currency: string): Money => moneyIn(currency, 'en-US')
