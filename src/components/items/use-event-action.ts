import { ApiRequestError } from '@/lib/api'
import { useEventMutation } from '@/lib/events'
import { toast } from '@/lib/toast'

type Args = Parameters<ReturnType<typeof useEventMutation>['mutateAsync']>[0]

/**
 * The message a person should see: the server's own words for anything it refused (4xx, whose messages
 * are written for people, and network trouble), the dialog's fallback ('Failed to ...') otherwise.
 */
export function actionMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiRequestError && err.status < 500 && err.message) return err.message
  return fallback
}

/**
 * Runs an event mutation (the returned snapshot lands in the cache, so the page re-renders). Resolves
 * true on success. Failures go to `onError` (dialogs show them inline) or a toast; a 409 ("This item
 * was just taken") is always a toast, because the refetched snapshot already changed the screen.
 */
export function useEventAction(eventId: string) {
  const mutation = useEventMutation(eventId)
  const run = async (
    args: Args,
    opts: { fallback: string; success?: string; onError?: (message: string, err: unknown) => void },
  ): Promise<boolean> => {
    try {
      await mutation.mutateAsync(args)
      if (opts.success) toast.success(opts.success)
      return true
    } catch (err) {
      const message = actionMessage(err, opts.fallback)
      const conflict = err instanceof ApiRequestError && err.status === 409
      if (conflict || !opts.onError) toast.error(message)
      else opts.onError(message, err)
      return false
    }
  }
  return { run, pending: mutation.isPending }
}
