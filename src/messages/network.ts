// What the browser says when a request to our API fails before the server could answer in words.

export const NETWORK = {
  anUnknownErrorOccurred: 'An unknown error occurred',
  networkError: 'Network error. Check your connection and try again.',
  requestFailed: (status: number) => `Request failed (${status})`,
} as const
