// The e-mails OpenTab sends: subjects, texts and buttons.

export const MAIL = {
  welcomeToOpentabConfirm: 'Welcome to OpenTab! Confirm your e-mail address to start splitting tabs with friends.',
  confirmYourOpentabAccount: 'Confirm your OpenTab account',
  confirmYourEmailThe: (body: string, url: string) =>
    `${body}\n\nConfirm your e-mail: ${url}\n\nThe link expires in 24 hours.`,
  confirmYourEmail: 'Confirm your e-mail',
  confirmEmail: 'Confirm e-mail',
  someoneAskedToReset:
    'Someone asked to reset the password of your OpenTab account. If it was not you, ignore this e-mail.',
  resetYourOpentabPassword: 'Reset your OpenTab password',
  resetYourPasswordThe: (body: string, url: string) =>
    `${body}\n\nReset your password: ${url}\n\nThe link expires in 1 hour.`,
  resetYourPassword: 'Reset your password',
  resetPassword: 'Reset password',
  youreInvitedToAn: "You're invited to an event on OpenTab",
  yourBillOnOpentab: 'Your bill on OpenTab',
  hiInvitedYouTo: (firstName: string, hostName: string, eventTitle: string) =>
    `Hi ${firstName}, ${hostName} invited you to split the tab for "${eventTitle}" on OpenTab. Open the invitation to join the event.`,
  acceptTheInvitationThe: (body: string, url: string, days: number) =>
    `${body}\n\nAccept the invitation: ${url}\n\nThe invitation expires in ${days} days.`,
  youreInvited: "You're invited",
  acceptInvitation: 'Accept invitation',
  sharedSItemsAnd: (hostName: string, guestName: string, eventTitle: string) =>
    `${hostName} shared ${guestName}'s items and bill from "${eventTitle}" on OpenTab. No account is needed to see them.`,
  viewTheBillAnyone: (body: string, url: string, hostName: string) =>
    `${body}\n\nView the bill: ${url}\n\nAnyone with this link can see this bill, so keep it to yourself. ${hostName} can turn the link off at any time.`,
  viewTheBill: 'View the bill',
} as const
