// The dashboard: its greeting, its actions and the balance summary.

export const createEvent = 'Create Event'
export const welcomeToOpentab = 'Welcome to OpenTab'
export const welcomeBack = 'Welcome back'
export const dashboard = 'Dashboard'
export const dashboardIntroNew = 'Create an event, or join one with a code from your host.'
export const dashboardIntro = 'Here are your tabs.'
export const joinAnEvent = 'Join an Event'
export const youOwe = 'You owe'
export const youAreOwed = 'You are owed'
