import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ApiRequestError } from '@/lib/api'
import { client } from '@/lib/client'
import * as INVITE from '@/messages/invite-more'

/** The event's QR code, made by the worker on first view (300 px, made once and then stored; docs/decisions/017). */
export function QrImage({ eventId, joinLink }: { eventId: string; joinLink: string }) {
  const qr = useQuery({
    queryKey: ['event-qr', eventId],
    queryFn: async () => {
      const res = await client.api.events[':id']['qr.png'].$get({ param: { id: encodeURIComponent(eventId) } })
      if (!res.ok) throw new ApiRequestError(res.status, 'qr_failed', INVITE.qrLoadFailed)
      const blob = await res.blob()
      return blob.size > 0 ? blob : null
    },
    staleTime: Number.POSITIVE_INFINITY,
    // Making the image on first view can fail transiently: up to 2 retries, 1000 ms plus 500 ms per attempt.
    retry: 2,
    retryDelay: (attempt) => 1000 + 500 * attempt,
  })
  const url = useMemo(() => (qr.data ? URL.createObjectURL(qr.data) : null), [qr.data])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])

  const frame = 'flex aspect-square w-full max-w-[300px] items-center justify-center rounded-xl bg-white'
  if (qr.isPending)
    return (
      <div className={`${frame} text-sm text-slate-600`}>
        <Spinner label={INVITE.qrLoading} /> <span className="ml-2">{INVITE.qrLoadingDots}</span>
      </div>
    )
  if (qr.isError)
    return (
      <div className={`${frame} flex-col gap-3 border border-app bg-surface-2 p-4 text-center`}>
        <p className="text-sm text-red-500" role="alert">
          {INVITE.qrLoadFailed}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void qr.refetch()}>
          {INVITE.tryAgain}
        </Button>
      </div>
    )
  if (!url) return <div className={`${frame} bg-surface-2 text-sm text-muted`}>{INVITE.noQr}</div>
  return (
    <img
      src={url}
      width={300}
      height={300}
      alt={INVITE.qrAlt(joinLink)}
      className="aspect-square w-full max-w-[300px] rounded-xl bg-white [image-rendering:pixelated]"
    />
  )
}
