// Support: the contact form and its tickets.

export const ticketSubmitted = "Ticket submitted successfully! We'll respond via email."
export const loading = 'Loading'
export const signInToSubmit = 'Please sign in to submit a support ticket.'
export const signInToGet = 'Sign In to Get Support'
export const subject = 'Subject'
export const subjectPlaceholder = "e.g. A split doesn't add up"
export const description = 'Description'
export const descriptionHint = "What happened, what you expected, and the event's join code if it is about an event."
export const screenshotUrl = 'Screenshot URL'
export const screenshotHint = 'Optional. A link to a PNG or JPG image.'
export const howToAddScreenshot = 'How to add a screenshot'
export const screenshotStepFormat = 'Use a PNG or JPG image of at most 10MB.'
export const screenshotStepUpload =
  'Upload it somewhere that gives you a link, such as Google Drive, Dropbox, OneDrive or an image host like Imgur, and set it so anyone with the link can view it.'
export const screenshotStepPaste = 'Copy the link (it starts with https://) and paste it into Screenshot URL.'
export const screenshotStepPrivate = 'Crop out passwords, card numbers or anything else private before you upload.'
export const submitTicket = 'Submit Ticket'
