// Generic HTTP errors, maintenance and rate limits: what the API answers whatever the area.

export const SERVER = {
  anUnknownErrorOccurred: 'An unknown error occurred',
  networkErrorCheckYour: 'Network error. Check your connection and try again.',
  requestFailed: (status: number) => `Request failed (${status})`,
  notFound: 'Not found',
  malformedRequestBody: 'Malformed request body',
  requestFailed2: 'Request failed',
  notAuthenticated: 'Not authenticated',
  youDoNotHave: 'You do not have permission to do that',
  invalidInput: 'Invalid input',
  sendTheRequestBody: 'Send the request body as JSON (Content-Type: application/json)',
  theRequestBodyIs: 'The request body is nested too deeply',
  theRequestBodyMust: 'The request body must be a JSON object',
  opentabIsNotConfigured: (problem: string) => `OpenTab is not configured: ${problem}`,
  yourSessionHasExpired: 'Your session has expired. Please sign in again.',
  opentabIsUnderMaintenance:
    'OpenTab is under maintenance: you can look around, but changes are paused until it ends. Please try again later.',
  requestsFromOtherSites: 'Requests from other sites are not allowed',
  expectedAWebsocketUpgrade: 'Expected a WebSocket upgrade',
  tooManyForNow: (what: string, waitText: string) => `Too many ${what} for now. Try again in ${waitText}.`,
} as const
