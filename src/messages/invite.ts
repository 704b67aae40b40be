// Words of inviting people to an event: the share dialog, the QR code, 'Invite user' by e-mail, friends to
// add, and the invitation someone accepts.

export const invite = 'Invite'
