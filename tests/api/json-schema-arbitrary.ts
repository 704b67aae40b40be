import fc from 'fast-check'

// fast-check arbitraries from the JSON Schemas in /api/openapi.json, which hono-openapi generates from
// the zod schemas that validate the requests (z.toJSONSchema). A small generator of our own because
// the libraries for this do not support our versions: zod-fast-check 0.10.1 needs zod 3 and
// fast-check < 4, json-schema-fast-check 0.0.6 is built on fast-check 1.
// It covers what our request schemas use: object, array, string (length, pattern), integer and number
// (bounds), boolean, null, enum, const, anyOf/oneOf and local $refs.

export type JsonSchema = {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}

/** Values to use, most of the time, for a property of this name instead of random ones (real ids, so
 * requests get past the lookups and reach the domain code). */
export type Hints = Record<string, fc.Arbitrary<unknown>>

// Characters people paste that have bitten text handling elsewhere: SQL LIKE wildcards and escapes,
// controls, bidi overrides, zero-width characters, combining marks, emoji sequences.
const NASTY = ['%', '_', '\\', "'", '"', '\u0000', '\n', '\u202E', '\u2066', '\u200B', '\u200D', '\uFEFF', 'e\u0301']
const unit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY, '👩‍🍳', '\u3164', ' ') },
)
// A lone surrogate makes any body a 400, so it shows up in one string in twenty, not in every body.
const withSurrogate = fc.oneof({ weight: 20, arbitrary: unit }, { weight: 1, arbitrary: fc.constant('\uD800') })

function text(minLength: number, maxLength: number) {
  return fc.oneof(
    { weight: 19, arbitrary: fc.string({ unit, minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: withSurrogate, minLength, maxLength }) },
  )
}

const MAX = Number.MAX_SAFE_INTEGER
const ABSENT = Symbol('absent')

function integer(min: number, max: number) {
  return fc.oneof(
    fc.constantFrom(min, max),
    fc.bigInt({ min: BigInt(Math.ceil(min)), max: BigInt(Math.floor(max)) }).map(Number),
  )
}

export function arbitraryFor(
  schema: JsonSchema,
  hints: Hints = {},
  defs: Record<string, JsonSchema> = {},
): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const target = defs[schema.$ref.split('/').pop() ?? '']
    if (!target) throw new Error(`unknown $ref ${schema.$ref}`)
    return arbitraryFor(target, hints, defs)
  }
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) return fc.oneof(...choices.map((s) => arbitraryFor(s, hints, defs)))
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => arbitraryFor({ ...schema, type }, hints, defs)))
  switch (schema.type) {
    case 'object': {
      const props = schema.properties ?? {}
      const model = Object.fromEntries(
        Object.entries(props).map(([key, s]) => {
          const fromSchema = arbitraryFor(s, hints, defs)
          const hint = hints[key]
          return [
            key,
            hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: fromSchema }) : fromSchema,
          ]
        }),
      )
      // Optional keys are left out two times in three: bodies stay small and cross-field rules the
      // schema cannot state ('tax as a percent or an amount, not both') do not refuse most of them.
      const required = new Set(schema.required ?? [])
      const entries = Object.entries(model).map(([key, arb]) =>
        (required.has(key) ? arb : fc.oneof({ weight: 2, arbitrary: fc.constant(ABSENT) }, arb)).map(
          (value) => [key, value] as const,
        ),
      )
      return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter(([, value]) => value !== ABSENT)))
    }
    case 'array':
      return fc.array(schema.items ? arbitraryFor(schema.items, hints, defs) : fc.anything(), {
        minLength: schema.minItems ?? 0,
        maxLength: schema.maxItems ?? 50,
        size: 'small',
      })
    case 'string': {
      const minLength = schema.minLength ?? 0
      const maxLength = schema.maxLength ?? 500
      if (schema.pattern)
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((s) => s.length >= minLength && s.length <= maxLength)
      return text(minLength, maxLength)
    }
    case 'integer':
      return integer(
        schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -MAX),
        schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? MAX),
      )
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e15
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e15
      return fc.oneof(
        fc.constantFrom(min, max),
        integer(min, max),
        fc.double({
          min,
          max,
          noNaN: true,
          noDefaultInfinity: true,
          minExcluded: schema.exclusiveMinimum !== undefined,
          maxExcluded: schema.exclusiveMaximum !== undefined,
        }),
      )
    }
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return fc.jsonValue()
  }
}
