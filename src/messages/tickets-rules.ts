// What the support ticket rules say when they refuse a ticket (src/domain/schemas/ticket.ts).

export const subject = 'Subject'
export const subjectRequired = 'Subject is required'
export const description = 'Description'
export const descriptionRequired = 'Description is required'
export const screenshotUrl = 'Screenshot URL'
export const screenshotUrlScheme = 'Screenshot URL must start with http:// or https://'
