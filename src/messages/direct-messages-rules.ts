// What the direct-message rules say when they refuse a message (src/domain/schemas/direct-message.ts).

export const message = 'Message'
export const blank = 'Message cannot be empty'
export const tooLong = (max: number) => `Message must be at most ${max} characters`
