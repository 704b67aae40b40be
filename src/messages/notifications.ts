// Notifications: the list, the bell menu, and the titles and texts the worker writes.

export const unread = 'Unread:'
export const notifications = 'Notifications'
export const notificationsUnread = (unread: number) => `Notifications, ${unread} unread`
export const youWereMentioned = 'You were mentioned'
export const addedToEvent = 'Added to Event'
export const invitationSentTo = (email: string) => `Invitation sent to ${email}`
export const eventInvitation = 'Event Invitation'
export const invitationText = (name: string, title: string) =>
  `${name} invited you to ${title}. Open the invitation to join.`
export const invitationAccepted = 'Invitation Accepted'
