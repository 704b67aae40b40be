import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import * as EVENTS from '@/messages/events'

/** 'Close Event - Send Tabs' for the host while the event is open; afterwards, and for everyone else, the tabs. */
export function SendTabsLink({ snapshot, className }: { snapshot: EventSnapshot; className?: string }) {
  const { event, viewerId } = snapshot
  const sending = event.hostId === viewerId && event.status === 'open'
  return (
    <Button asChild variant={sending ? 'primary' : 'secondary'} className={className}>
      <Link to={`/events/${event.id}/settlements`} state={{ title: event.title }}>
        {sending ? EVENTS.sendTabs : EVENTS.viewSettlements}
      </Link>
    </Button>
  )
}
