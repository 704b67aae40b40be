// The browser's one way to call our JSON API. Errors carry the server's message
// (spec messages word for word) and code, so screens can show them as they are.
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

type Options = Omit<RequestInit, 'body'> & { json?: unknown; body?: BodyInit }

export async function api<T>(path: string, { json, headers, ...init }: Options = {}): Promise<T> {
  const h = new Headers(headers)
  let body = init.body
  if (json !== undefined) {
    h.set('content-type', 'application/json')
    body = JSON.stringify(json)
  }
  let res: Response
  try {
    res = await fetch(path, { credentials: 'same-origin', ...init, headers: h, body })
  } catch {
    throw new ApiRequestError(0, 'network', 'Network error. Check your connection and try again.')
  }
  const text = await res.text()
  const data = text ? safeJson(text) : null
  if (!res.ok) {
    const err = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)?.error
    throw new ApiRequestError(
      res.status,
      err?.code ?? 'http_error',
      err?.message ?? `Request failed (${res.status})`,
      err?.fields,
    )
  }
  return data as T
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** A readable message for any thrown value, with a fallback for the unknown. */
export function errorMessage(err: unknown, fallback = 'An unknown error occurred'): string {
  if (err instanceof Error && err.message) return err.message
  return fallback
}
