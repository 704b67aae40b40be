// The rest of the invite words: those of the parts that load when used (dialogs, forms,
// other pages), kept out of invite.ts so that a page's first load carries only the words it shows.
// Everything in invite.ts is re-exported here, so a part that loads later imports this one module.

export * from './invite'

export const inviteName = (name: string) => `Invite ${name}`
export const addedToEvent = (name: string) => `${name} added to the event`
export const yourFriends = 'Your Friends'
export const firstName = 'First Name'
export const firstNameRequired = 'First name is required'
export const email = 'Email'
export const emailRequired = 'Email is required'
export const emailInvalid = 'Enter a valid e-mail address'
export const passwordRequired = 'Password is required'
export const sending = 'Sending...'
export const sendInvite = 'Send Invite'
export const qrCode = 'QR Code'
export const scanToJoin = 'Scan it to join this event.'
export const joinCode = 'Join code'
export const qrLoadFailed = 'Failed to load QR code'
export const qrLoading = 'Loading QR code'
export const qrLoadingDots = 'Loading QR code...'
export const tryAgain = 'Try Again'
export const noQr = 'No QR code available'
export const qrAlt = (link: string) => `QR code that opens ${link}`
export const shareText = (title: string) => `Join "${title}" on OpenTab`
export const invitePeople = 'Invite People'
export const anyoneCanJoin = 'Anyone with the link or code can join.'
export const joinLink = 'Join link'
export const shareLink = 'Share Link'
export const copied = 'Copied!'
export const copyLink = 'Copy Link'
export const joinCodeAndQr = 'Join code and QR code'
export const inviteUser = 'Invite user'
export const invalidLink = 'Invalid invitation link'
export const notFound = 'Invitation not found or has expired'
export const loadFailed = 'Failed to load invitation'
export const createFailed = 'Failed to create account'
export const sendFailed = 'Failed to send invite'
