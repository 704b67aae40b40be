// What the support ticket rules say when they refuse a ticket (src/domain/schemas/ticket.ts).

export const TICKETS_RULES = {
  subject: 'Subject',
  subjectRequired: 'Subject is required',
  description: 'Description',
  descriptionRequired: 'Description is required',
  screenshotUrl: 'Screenshot URL',
  screenshotUrlScheme: 'Screenshot URL must start with http:// or https://',
} as const
