import { isRouteErrorResponse, useRouteError } from 'react-router'

// The router's fallback: the spec's title and the error's message.
export function ErrorPage() {
  const error = useRouteError()
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error)
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold text-red-500">Unexpected Application Error!</h1>
      <pre className="whitespace-pre-wrap rounded-lg border border-app bg-surface p-4 text-sm">{message}</pre>
      <a href="/" className="text-brand-500 underline">
        Go home
      </a>
    </main>
  )
}
