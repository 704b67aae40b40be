import { Lock } from 'lucide-react'
import { useLocation, useParams } from 'react-router'
import { Breadcrumb } from '@/components/events/breadcrumb'
import { EditEventForm } from '@/components/events/edit-event-form'
import { NotFoundPanel } from '@/components/events/not-found-panel'
import { useTitle } from '@/components/shell/use-title'
import { FullPageSpinner } from '@/components/ui/spinner'
import { ApiRequestError, errorMessage } from '@/lib/api'
import { useEventSnapshot } from '@/lib/events'
import * as EVENT_PAGES from '@/messages/event-pages-more'

/** /events/:id/edit: the host's full-page editor (title, description, location, status, tax, tip). */
export default function Component() {
  const { id } = useParams()
  const routeLocation = useLocation()
  const query = useEventSnapshot(id)
  const title =
    query.data?.event.title ?? (routeLocation.state as { title?: string } | null)?.title ?? EVENT_PAGES.event
  useTitle(EVENT_PAGES.editTitle(title))

  if (!id || (query.isError && query.error instanceof ApiRequestError && query.error.status === 404))
    return <NotFoundPanel title={EVENT_PAGES.eventNotFoundTitle} message={EVENT_PAGES.goneOrNotYours} />
  if (query.isPending) return <FullPageSpinner />
  if (query.isError) return <NotFoundPanel title={EVENT_PAGES.loadFailed} message={errorMessage(query.error)} />

  const { event, viewerId } = query.data
  if (event.hostId !== viewerId)
    return (
      <NotFoundPanel
        icon={<Lock aria-hidden size={22} />}
        title={EVENT_PAGES.hostOnlyEdit}
        message={EVENT_PAGES.askTheHost}
        action={EVENT_PAGES.backToEvent}
        to={`/events/${event.id}`}
      />
    )

  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <Breadcrumb
        items={[
          { label: EVENT_PAGES.dashboard, to: '/dashboard' },
          { label: title, to: `/events/${event.id}` },
          { label: EVENT_PAGES.edit },
        ]}
      />
      <h1 className="text-2xl font-bold text-app sm:text-3xl">{EVENT_PAGES.editEvent}</h1>
      <EditEventForm key={event.id} snapshot={query.data} />
    </main>
  )
}
