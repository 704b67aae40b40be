import { Lock } from 'lucide-react'
import { useLocation, useParams } from 'react-router'
import { Breadcrumb } from '@/components/events/breadcrumb'
import { EditEventForm } from '@/components/events/edit-event-form'
import { NotFoundPanel } from '@/components/events/not-found-panel'
import { useTitle } from '@/components/shell/use-title'
import { FullPageSpinner } from '@/components/ui/spinner'
import { ApiRequestError, errorMessage } from '@/lib/api'
import { useEventSnapshot } from '@/lib/events'

/** /events/:id/edit: the host's full-page editor (title, description, location, status, tax, tip). */
export default function Component() {
  const { id } = useParams()
  const routeLocation = useLocation()
  const query = useEventSnapshot(id)
  const title = query.data?.event.title ?? (routeLocation.state as { title?: string } | null)?.title ?? 'Event'
  useTitle(`Edit · ${title}`)

  if (!id || (query.isError && query.error instanceof ApiRequestError && query.error.status === 404))
    return <NotFoundPanel title="Event Not Found" message="It may have been deleted, or you are not part of it." />
  if (query.isPending) return <FullPageSpinner />
  if (query.isError) return <NotFoundPanel title="Failed to load event data" message={errorMessage(query.error)} />

  const { event, viewerId } = query.data
  if (event.hostId !== viewerId)
    return (
      <NotFoundPanel
        icon={<Lock aria-hidden size={22} />}
        title="Only the host can edit this event"
        message="Ask the host if something needs changing."
        action="Back to Event"
        to={`/events/${event.id}`}
      />
    )

  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <Breadcrumb
        items={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: title, to: `/events/${event.id}` },
          { label: 'Edit' },
        ]}
      />
      <h1 className="text-2xl font-bold text-app sm:text-3xl">Edit Event</h1>
      <EditEventForm key={event.id} snapshot={query.data} />
    </main>
  )
}
