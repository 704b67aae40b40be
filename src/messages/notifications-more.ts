// The rest of the notifications words: those of the parts that load when used (dialogs, forms,
// other pages), kept out of notifications.ts so that a page's first load carries only the words it shows.
// Everything in notifications.ts is re-exported here, so a part that loads later imports this one module.

export * from './notifications'

export const markAllRead = 'Mark all read'
export const clearRead = 'Clear read'
export const youreAllCaughtUp = "You're all caught up."
export const latestNotifications = 'Latest notifications'
export const hideNotification = (title: string) => `Hide notification: ${title}`
export const hide = 'Hide'
export const viewAllNotifications = 'View all notifications'
