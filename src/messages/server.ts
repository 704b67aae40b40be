// Generic HTTP errors, maintenance and rate limits: what the API answers whatever the area.

export const SERVER = {
  notFound: 'Not found',
  malformedRequestBody: 'Malformed request body',
  requestFailedPlain: 'Request failed',
  notAuthenticated: 'Not authenticated',
  forbidden: 'You do not have permission to do that',
  invalidInput: 'Invalid input',
  sendJson: 'Send the request body as JSON (Content-Type: application/json)',
  bodyTooDeep: 'The request body is nested too deeply',
  bodyNotObject: 'The request body must be a JSON object',
  notConfigured: (problem: string) => `OpenTab is not configured: ${problem}`,
  sessionExpired: 'Your session has expired. Please sign in again.',
  maintenance:
    'OpenTab is under maintenance: you can look around, but changes are paused until it ends. Please try again later.',
  crossSite: 'Requests from other sites are not allowed',
  expectedWebSocket: 'Expected a WebSocket upgrade',
  tooManyForNow: (what: string, waitText: string) => `Too many ${what} for now. Try again in ${waitText}.`,
} as const
