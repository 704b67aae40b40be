// Generic HTTP errors, maintenance and rate limits: what the API answers whatever the area.

export const notFound = 'Not found'
export const malformedRequestBody = 'Malformed request body'
export const requestFailedPlain = 'Request failed'
export const notAuthenticated = 'Not authenticated'
export const forbidden = 'You do not have permission to do that'
export const invalidInput = 'Invalid input'
export const sendJson = 'Send the request body as JSON (Content-Type: application/json)'
export const bodyTooDeep = 'The request body is nested too deeply'
export const bodyNotObject = 'The request body must be a JSON object'
export const notConfigured = (problem: string) => `OpenTab is not configured: ${problem}`
export const sessionExpired = 'Your session has expired. Please sign in again.'
export const maintenance =
  'OpenTab is under maintenance: you can look around, but changes are paused until it ends. Please try again later.'
export const crossSite = 'Requests from other sites are not allowed'
export const expectedWebSocket = 'Expected a WebSocket upgrade'
export const tooManyForNow = (what: string, waitText: string) => `Too many ${what} for now. Try again in ${waitText}.`
