// What the live rooms answer a connection they refuse, and why they close a socket. The browser acts on
// the close codes; these words are for whoever reads the connection (an API client, a network log).

export const LIVE = {
  expectedWebSocket: 'Expected WebSocket',
  missingUserOrSession: 'Missing user or session',
  missingSessionExpiry: 'Missing session expiry',
  sessionExpired: 'Session expired',
  sessionEnded: 'Session ended',
  removedFromEvent: 'Removed from the event',
} as const
