// What the live rooms answer a connection they refuse, and why they close a socket. The browser acts on
// the close codes; these words are for whoever reads the connection (an API client, a network log).

export const expectedWebSocket = 'Expected WebSocket'
export const missingUserOrSession = 'Missing user or session'
export const missingSessionExpiry = 'Missing session expiry'
export const sessionExpired = 'Session expired'
export const sessionEnded = 'Session ended'
export const removedFromEvent = 'Removed from the event'
export const replacedByNewerTab = 'Replaced by a newer tab'
export const stoppedAnswering = 'Stopped answering'
