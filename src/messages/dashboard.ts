// The dashboard: its greeting, its actions and the balance summary.

export const DASHBOARD = {
  createEvent: 'Create Event',
  welcomeToOpentab: 'Welcome to OpenTab',
  welcomeBack: 'Welcome back',
  dashboard: 'Dashboard',
  dashboardIntroNew: 'Create an event, or join one with a code from your host.',
  dashboardIntro: 'Here are your tabs.',
  joinAnEvent: 'Join an Event',
  youOwe: 'You owe',
  youAreOwed: 'You are owed',
} as const
