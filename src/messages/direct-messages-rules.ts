// What the direct-message rules say when they refuse a message (src/domain/schemas/direct-message.ts).

export const DIRECT_MESSAGES_RULES = {
  message: 'Message',
  blank: 'Message cannot be empty',
  tooLong: (max: number) => `Message must be at most ${max} characters`,
} as const
