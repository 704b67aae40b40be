import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { eventLiveMessage, parseFrame } from '@/domain/live'
import { parseEphemeral } from '@/domain/live-ephemeral'

// The event page checks presence and typing frames without zod (decision 026); it must answer exactly as
// the shared union does for those types, and leave every other frame to the union.
const person = fc.record(
  { id: fc.string(), username: fc.string(), firstName: fc.oneof(fc.string(), fc.constant(null)) },
  { noNullPrototype: true },
)
const anything = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.constant(undefined))
const loosePerson = fc.oneof(
  person,
  fc.record({ id: anything, username: anything, firstName: anything }, { requiredKeys: [] }),
  fc.record({ id: fc.string(), username: fc.string(), firstName: fc.string(), extra: fc.string() }),
  anything,
)
const frame = fc.oneof(
  fc.record({ type: fc.constant('presence'), users: fc.array(loosePerson, { maxLength: 4 }) }),
  fc.record({ type: fc.constant('presence'), users: anything }),
  fc.record({ type: fc.constant('typing'), user: loosePerson }),
  fc.record({ type: fc.constant('typing'), user: person, extra: fc.string() }),
  fc.record({ type: fc.constant('stop_typing'), userId: anything }),
  fc.record({
    type: fc.constant('hello'),
    version: fc.oneof(fc.nat(), fc.integer(), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER + 2), anything),
    lastCommentId: fc.oneof(fc.string(), anything),
  }),
  fc.record({ type: fc.constant('hello'), version: fc.nat() }, { requiredKeys: [] }),
  fc.record({ type: fc.constantFrom('event.changed', 'event.deleted', 'comment.created'), eventId: fc.string() }),
  fc.record({ type: anything }),
  anything,
)
const ephemeral = new Set(['hello', 'presence', 'typing', 'stop_typing'])

describe('parseEphemeral', () => {
  it('agrees with the union on hello, presence and typing frames, and takes no other frame', () => {
    fc.assert(
      fc.property(frame, (value) => {
        const text = JSON.stringify(value) ?? 'undefined'
        const union = parseFrame(eventLiveMessage, text)
        const mine = parseEphemeral(text)
        if (union && ephemeral.has(union.type)) expect(mine).toEqual(union)
        else expect(mine).toBeNull()
      }),
      { numRuns: 2000 },
    )
  })

  it('reads a real presence frame and refuses text that is not JSON', () => {
    const users = [{ id: 'u1', username: 'ana', firstName: null }]
    expect(parseEphemeral(JSON.stringify({ type: 'presence', users }))).toEqual({ type: 'presence', users })
    expect(parseEphemeral('{not json')).toBeNull()
    expect(parseEphemeral(42)).toBeNull()
  })
})
