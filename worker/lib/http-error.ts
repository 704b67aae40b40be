import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as SERVER from '../../src/messages/server'

// The one error shape every route returns:
// { error: { code, message, fields? } }. The message is written for people: screens show it as it is.
export type ApiErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(status, { message })
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, 'bad_request', message, fields)
export const unauthorized = (message: string = SERVER.notAuthenticated) => new ApiError(401, 'unauthorized', message)
export const forbidden = (message: string = SERVER.forbidden) => new ApiError(403, 'forbidden', message)
export const notFound = (message: string = SERVER.notFound) => new ApiError(404, 'not_found', message)
export const conflict = (message: string, code = 'conflict') => new ApiError(409, code, message)
