// What the browser says when a request to our API fails before the server could answer in words.

export const anUnknownErrorOccurred = 'An unknown error occurred'
export const networkError = 'Network error. Check your connection and try again.'
export const requestFailed = (status: number) => `Request failed (${status})`
