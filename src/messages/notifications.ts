// Notifications: the list, the bell menu, and the titles and texts the worker writes.

export const NOTIFICATIONS = {
  markAllRead: 'Mark all read',
  clearRead: 'Clear read',
  youreAllCaughtUp: "You're all caught up.",
  latestNotifications: 'Latest notifications',
  unread: 'Unread:',
  hideNotification: (title: string) => `Hide notification: ${title}`,
  hide: 'Hide',
  notifications: 'Notifications',
  viewAllNotifications: 'View all notifications',
  notificationsUnread: (unread: number) => `Notifications, ${unread} unread`,
  youWereMentioned: 'You were mentioned',
  addedToEvent: 'Added to Event',
  invitationSentTo: (email: string) => `Invitation sent to ${email}`,
  eventInvitation: 'Event Invitation',
  invitationText: (name: string, title: string) => `${name} invited you to ${title}. Open the invitation to join.`,
  invitationAccepted: 'Invitation Accepted',
} as const
