// The e-mails OpenTab sends: subjects, texts and buttons.

export const confirmBody = 'Welcome to OpenTab! Confirm your e-mail address to start splitting tabs with friends.'
export const confirmSubject = 'Confirm your OpenTab account'
export const confirmText = (body: string, url: string) =>
  `${body}\n\nConfirm your e-mail: ${url}\n\nThe link expires in 24 hours.`
export const confirmTitle = 'Confirm your e-mail'
export const confirmButton = 'Confirm e-mail'
export const resetBody =
  'Someone asked to reset the password of your OpenTab account. If it was not you, ignore this e-mail.'
export const resetSubject = 'Reset your OpenTab password'
export const resetText = (body: string, url: string) =>
  `${body}\n\nReset your password: ${url}\n\nThe link expires in 1 hour.`
export const resetTitle = 'Reset your password'
export const resetButton = 'Reset password'
export const inviteSubject = "You're invited to an event on OpenTab"
export const guestShareSubject = 'Your bill on OpenTab'
export const inviteBody = (firstName: string, hostName: string, eventTitle: string) =>
  `Hi ${firstName}, ${hostName} invited you to split the tab for "${eventTitle}" on OpenTab. Open the invitation to join the event.`
export const inviteText = (body: string, url: string, days: number) =>
  `${body}\n\nAccept the invitation: ${url}\n\nThe invitation expires in ${days} days.`
export const inviteTitle = "You're invited"
export const inviteButton = 'Accept invitation'
export const guestShareBody = (hostName: string, guestName: string, eventTitle: string) =>
  `${hostName} shared ${guestName}'s items and bill from "${eventTitle}" on OpenTab. No account is needed to see them.`
export const guestShareText = (body: string, url: string, hostName: string) =>
  `${body}\n\nView the bill: ${url}\n\nAnyone with this link can see this bill, so keep it to yourself. ${hostName} can turn the link off at any time.`
export const guestShareButton = 'View the bill'
export const signInLinkBody =
  'Someone asked to keep their OpenTab tabs with this e-mail. Open the link to sign in: the tabs join the account of this e-mail (one is made if there is none). If it was not you, ignore this e-mail.'
export const signInLinkSubject = 'Your OpenTab sign-in link'
export const signInLinkText = (body: string, url: string) =>
  `${body}\n\nSign in: ${url}\n\nThe link works once and expires in 15 minutes.`
export const signInLinkTitle = 'Keep your tabs'
export const signInLinkButton = 'Sign in'
