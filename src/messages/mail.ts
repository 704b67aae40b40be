// The e-mails OpenTab sends: subjects, texts and buttons.

export const MAIL = {
  confirmBody: 'Welcome to OpenTab! Confirm your e-mail address to start splitting tabs with friends.',
  confirmSubject: 'Confirm your OpenTab account',
  confirmText: (body: string, url: string) => `${body}\n\nConfirm your e-mail: ${url}\n\nThe link expires in 24 hours.`,
  confirmTitle: 'Confirm your e-mail',
  confirmButton: 'Confirm e-mail',
  resetBody: 'Someone asked to reset the password of your OpenTab account. If it was not you, ignore this e-mail.',
  resetSubject: 'Reset your OpenTab password',
  resetText: (body: string, url: string) => `${body}\n\nReset your password: ${url}\n\nThe link expires in 1 hour.`,
  resetTitle: 'Reset your password',
  resetButton: 'Reset password',
  inviteSubject: "You're invited to an event on OpenTab",
  guestShareSubject: 'Your bill on OpenTab',
  inviteBody: (firstName: string, hostName: string, eventTitle: string) =>
    `Hi ${firstName}, ${hostName} invited you to split the tab for "${eventTitle}" on OpenTab. Open the invitation to join the event.`,
  inviteText: (body: string, url: string, days: number) =>
    `${body}\n\nAccept the invitation: ${url}\n\nThe invitation expires in ${days} days.`,
  inviteTitle: "You're invited",
  inviteButton: 'Accept invitation',
  guestShareBody: (hostName: string, guestName: string, eventTitle: string) =>
    `${hostName} shared ${guestName}'s items and bill from "${eventTitle}" on OpenTab. No account is needed to see them.`,
  guestShareText: (body: string, url: string, hostName: string) =>
    `${body}\n\nView the bill: ${url}\n\nAnyone with this link can see this bill, so keep it to yourself. ${hostName} can turn the link off at any time.`,
  guestShareButton: 'View the bill',
} as const
