// Support: the contact form and its tickets.

export const SUPPORT = {
  ticketSubmitted: "Ticket submitted successfully! We'll respond via email.",
  loading: 'Loading',
  signInToSubmit: 'Please sign in to submit a support ticket.',
  signInToGet: 'Sign In to Get Support',
  subject: 'Subject',
  subjectPlaceholder: "e.g. A split doesn't add up",
  description: 'Description',
  descriptionHint: "What happened, what you expected, and the event's join code if it is about an event.",
  screenshotUrl: 'Screenshot URL',
  screenshotHint: 'Optional. A link to a PNG or JPG image.',
  howToAddScreenshot: 'How to add a screenshot',
  screenshotStepFormat: 'Use a PNG or JPG image of at most 10MB.',
  screenshotStepUpload:
    'Upload it somewhere that gives you a link, such as Google Drive, Dropbox, OneDrive or an image host like Imgur, and set it so anyone with the link can view it.',
  screenshotStepPaste: 'Copy the link (it starts with https://) and paste it into Screenshot URL.',
  screenshotStepPrivate: 'Crop out passwords, card numbers or anything else private before you upload.',
  submitTicket: 'Submit Ticket',
} as const
