// The Workers AI binding's `run`, over Cloudflare's REST API, for developer tools that run outside a
// worker (recording a vision model's answers). The shipped Workers AI reader takes it like `env.AI`.
import type { AiRunner } from '../../worker/receipts/workers-ai'

export interface WorkersAiRestOptions {
  accountId: string
  apiToken: string
  fetch?: typeof fetch
}

interface RestEnvelope {
  success?: boolean
  result?: unknown
  errors?: { code?: number; message?: string }[]
}

export const workersAiFailed = (status: number) => `Workers AI request failed with HTTP ${status}.`

/** The run result, as the binding returns it; a refused call throws with its HTTP status. */
export function workersAiRestRunner(options: WorkersAiRestOptions): AiRunner {
  const doFetch = options.fetch ?? fetch
  const account = encodeURIComponent(options.accountId)
  return {
    async run(model, inputs) {
      // Model names carry slashes ("@cf/mistralai/..."): they are path segments of the endpoint.
      const res = await doFetch(`https://api.cloudflare.com/client/v4/accounts/${account}/ai/run/${model}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.apiToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(inputs),
      })
      const body = (await res.json().catch(() => undefined)) as RestEnvelope | undefined
      if (!res.ok || !restSucceeded(body)) throw new Error(workersAiFailed(res.status))
      return body.result
    },
  }
}

export function restSucceeded(body: unknown): body is RestEnvelope {
  return body !== null && typeof body === 'object' && (body as RestEnvelope).success === true
}

/** The run result inside a REST answer, or the whole answer when the call was refused (its errors). */
export function runResultOf(body: unknown): unknown {
  return restSucceeded(body) ? body.result : body
}
