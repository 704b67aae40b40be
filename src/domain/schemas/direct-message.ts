import * as z from 'zod'
import * as DIRECT_MESSAGES_RULES from '../../messages/direct-messages-rules'
import { text } from './text'

// Direct messages between two people. The same schemas validate the worker's input and
// describe its answers, so the browser's types and the OpenAPI document cannot drift.

/** Longest direct message: the same as a chat comment, as nothing calls for a different figure. */
export const DM_MAX = 2000

export const sendDirectMessageSchema = z.object({
  content: text({
    max: DM_MAX,
    label: DIRECT_MESSAGES_RULES.message,
    required: DIRECT_MESSAGES_RULES.blank,
    maxMessage: DIRECT_MESSAGES_RULES.tooLong(DM_MAX),
    multiline: true,
  }),
})

export const directMessageSchema = z
  .object({
    id: z.string(),
    senderId: z.string(),
    receiverId: z.string(),
    content: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'DirectMessage' })
export type DirectMessageDto = z.infer<typeof directMessageSchema>

const personSchema = z.object({ id: z.string(), username: z.string(), firstName: z.string().nullable() })
export type PersonDto = z.infer<typeof personSchema>

/** One row of the conversation list: the other person, the last message, what is unread, whether one may still write. */
export const conversationSchema = z
  .object({
    person: personSchema,
    lastMessage: directMessageSchema.nullable(),
    unread: z.number().int(),
    /** ISO time until which messages are allowed, null while a shared event is open (no end yet). */
    canMessageUntil: z.string().nullable(),
    canMessage: z.boolean(),
  })
  .meta({ id: 'Conversation' })
export type ConversationDto = z.infer<typeof conversationSchema>

export const conversationListSchema = z
  .object({ conversations: z.array(conversationSchema), unread: z.number().int() })
  .meta({ id: 'ConversationList' })

export const threadSchema = z
  .object({ conversation: conversationSchema, messages: z.array(directMessageSchema) })
  .meta({ id: 'Thread' })
export type ThreadDto = z.infer<typeof threadSchema>
