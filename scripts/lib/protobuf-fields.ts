// A protobuf message as a list of its encoded fields, on protobufjs's Reader and Writer. It lets a build
// step change a few fields deep inside a large message (an ONNX model: decision 045) with no schema, and
// keep every field it does not touch byte for byte, which a schema-based decode and re-encode would not
// promise for fields the schema lacks.
import protobuf from 'protobufjs/minimal.js'

const LENGTH_DELIMITED = 2
const VARINT = 0

export interface Field {
  no: number
  wireType: number
  /** The whole field as it was encoded: tag and value. */
  encoded: Uint8Array
  /** A length-delimited field's value: a nested message, a string, bytes or packed numbers. */
  body?: Uint8Array
  /** A varint field's value. */
  varint?: number
}

const toNumber = (v: number | protobuf.Long) => (typeof v === 'number' ? v : protobuf.util.LongBits.from(v).toNumber())

export function readFields(message: Uint8Array): Field[] {
  const reader = protobuf.Reader.create(message)
  const fields: Field[] = []
  while (reader.pos < reader.len) {
    const start = reader.pos
    const tag = reader.uint32()
    const no = tag >>> 3
    const wireType = tag & 7
    const field: Field = { no, wireType, encoded: message.subarray(0, 0) }
    if (wireType === LENGTH_DELIMITED) {
      const length = reader.uint32()
      field.body = message.subarray(reader.pos, reader.pos + length)
      reader.skip(length)
    } else if (wireType === VARINT) {
      field.varint = toNumber(reader.int64())
    } else {
      reader.skipType(wireType)
    }
    field.encoded = message.subarray(start, reader.pos)
    fields.push(field)
  }
  return fields
}

export function lengthField(no: number, body: Uint8Array): Uint8Array {
  return protobuf.Writer.create()
    .uint32((no << 3) | LENGTH_DELIMITED)
    .bytes(body)
    .finish()
}

export function varintField(no: number, value: number): Uint8Array {
  return protobuf.Writer.create()
    .uint32((no << 3) | VARINT)
    .int64(value)
    .finish()
}

export const joinBytes = (parts: Uint8Array[]): Uint8Array => Buffer.concat(parts)

/** Whether two fields read from the same bytes (by readFields, at any time) are the same field. */
export const sameField = (a: Field, b: Field): boolean =>
  a.encoded.buffer === b.encoded.buffer && a.encoded.byteOffset === b.encoded.byteOffset

const fieldText = (field: Field): string => new TextDecoder().decode(field.body)

/** The string values of a message's fields numbered `no` (a repeated string field). */
export const texts = (fields: Field[], no: number): string[] => fields.filter((f) => f.no === no).map(fieldText)

/**
 * The message again, each field replaced by what `edit` returns for it (its new encoded bytes, or several
 * fields' bytes), or kept as it was when `edit` returns undefined.
 */
export function rewriteFields(
  message: Uint8Array,
  edit: (field: Field) => Uint8Array | Uint8Array[] | undefined,
): Uint8Array {
  const parts: Uint8Array[] = []
  for (const field of readFields(message)) {
    const replaced = edit(field)
    if (replaced === undefined) parts.push(field.encoded)
    else if (Array.isArray(replaced)) parts.push(...replaced)
    else parts.push(replaced)
  }
  return joinBytes(parts)
}

/**
 * The message again with the nested message at `path` (field numbers, outermost first; every field on the
 * path that has that number) replaced by what `edit` makes of it.
 */
export function rewriteAt(message: Uint8Array, path: number[], edit: (body: Uint8Array) => Uint8Array): Uint8Array {
  const [no, ...rest] = path
  if (no === undefined) return edit(message)
  return rewriteFields(message, (f) =>
    f.no === no ? lengthField(no, rewriteAt(f.body as Uint8Array, rest, edit)) : undefined,
  )
}
