import * as NETWORK from '@/messages/network'

// Errors from our JSON API (see ./client). They carry the server's message (written for people, see
// worker/lib/http-error.ts) and code, so screens can show them as they are.
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

/** A readable message for any thrown value, with a fallback for the unknown. */
export function errorMessage(err: unknown, fallback: string = NETWORK.anUnknownErrorOccurred): string {
  if (err instanceof Error && err.message) return err.message
  return fallback
}
