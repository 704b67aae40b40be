import { AlertTriangle } from 'lucide-react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import * as SHELL from '@/messages/shell'

// The router's fallback: the product's error title and the error's message, with ways out.
export function ErrorPage() {
  const error = useRouteError()
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error)
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="w-full max-w-lg rounded-2xl border border-app bg-surface p-6 shadow-xl sm:p-8">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-red-500/10 text-red-500">
          <AlertTriangle size={24} aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">{SHELL.errorTitle}</h1>
        <pre className="mt-4 max-h-60 overflow-auto whitespace-pre-wrap rounded-lg border border-app bg-surface-2 p-4 text-sm">
          {message}
        </pre>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          {/* Plain links and a full reload: the router itself may be what failed. */}
          <a
            href="/"
            className="inline-flex h-10 items-center justify-center rounded-lg bg-brand-500 px-4 font-medium text-emerald-950 hover:bg-brand-400"
          >
            {SHELL.goHome}
          </a>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-10 items-center justify-center rounded-lg border border-app bg-surface-2 px-4 font-medium hover:brightness-110"
          >
            {SHELL.reload}
          </button>
        </div>
      </div>
    </main>
  )
}
