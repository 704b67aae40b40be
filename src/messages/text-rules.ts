// The rules every typed text field shares (what src/domain/schemas/text.ts says when it refuses text).

export const invalid = 'Text contains characters that are not allowed'
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`
