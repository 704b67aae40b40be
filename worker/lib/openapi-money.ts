// The API document's words about money, added by rule after the document is generated from the validators:
// every `...Cents` field is an integer in the minor unit of the event's currency, and every currency field an
// ISO 4217 code. Examples show one amount in a currency of each exponent, so a client author sees at once
// that "cents" is not always hundredths.

type JsonSchema = { type?: string | string[]; description?: string; examples?: unknown[]; [key: string]: unknown }

const MINOR_UNITS =
  "Integer in the minor unit of the event's currency: 1250 is USD 12.50 (2 decimals), 1280 is JPY 1,280 (no minor unit), 3250 is KWD 3.250 (3 decimals)"
const CURRENCY_CODES = 'ISO 4217 currency code'

/** Request bodies for creating an event in each kind of currency, for the document's named examples. */
export const CREATE_EVENT_EXAMPLES = {
  usd: {
    summary: 'Dinner in US dollars',
    value: { title: 'Friday dinner', taxMilliPct: 8875, tipMilliPct: 18000, currency: 'USD' },
  },
  jpy: {
    summary: 'Ramen in yen (no minor unit)',
    value: { title: 'Ramen in Shibuya', taxMilliPct: 10000, tipMilliPct: 0, currency: 'JPY' },
  },
  eur: {
    summary: 'Beer garden in euros',
    value: { title: 'Biergarten', taxMilliPct: 7000, tipMilliPct: 10000, currency: 'EUR' },
  },
  kwd: {
    summary: 'Dinner in Kuwaiti dinars (3 decimals)',
    value: { title: 'Machboos night', taxMilliPct: 5000, tipMilliPct: 10000, currency: 'KWD' },
  },
}

/** An item's price in each kind of currency: the same JSON field, read in the event's minor unit. */
export const ADD_ITEM_EXAMPLES = {
  usd: { summary: 'USD 12.50', value: { name: 'Margherita pizza', priceCents: 1250 } },
  jpy: { summary: 'JPY 1,280', value: { name: 'Tonkotsu ramen', priceCents: 1280 } },
  eur: { summary: 'EUR 1.018,50', value: { name: 'Schnitzel platter', priceCents: 101850 } },
  kwd: { summary: 'KWD 3.250', value: { name: 'Machboos', priceCents: 3250 } },
}

const isNumeric = (s: JsonSchema) => [s.type].flat().some((t) => t === 'integer' || t === 'number')
const isText = (s: JsonSchema) => [s.type].flat().includes('string')

function describeProperty(name: string, schema: JsonSchema) {
  if (/Cents$/.test(name) && isNumeric(schema)) {
    schema.description ??= MINOR_UNITS
    schema.examples ??= [1250, 1280, 3250]
  } else if (/^(currency|defaultCurrency)$/.test(name) && isText(schema)) {
    schema.description ??= CURRENCY_CODES
    schema.examples ??= ['USD', 'JPY', 'EUR', 'KWD']
  }
}

/** Walks every schema in the document (components and inline bodies) and describes its money fields. */
export function describeMoney(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) describeMoney(child)
    return
  }
  if (!node || typeof node !== 'object') return
  const record = node as Record<string, unknown>
  const properties = record.properties
  if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
    for (const [name, schema] of Object.entries(properties as Record<string, unknown>))
      if (schema && typeof schema === 'object') describeProperty(name, schema as JsonSchema)
  }
  for (const value of Object.values(record)) describeMoney(value)
}

type Operation = { requestBody?: { content?: Record<string, { examples?: unknown }> } }
type Paths = { paths?: Record<string, { post?: Operation } | undefined> }

/** Adds named request examples (one per kind of currency) to a POST's JSON body, if it has one. */
export function addBodyExamples(doc: unknown, path: string, examples: Record<string, unknown>) {
  const body = (doc as Paths).paths?.[path]?.post?.requestBody?.content?.['application/json']
  if (body) body.examples = examples
}
