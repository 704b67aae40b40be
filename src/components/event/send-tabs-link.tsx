import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import type { EventSnapshot } from '@/domain/schemas/event-snapshot'

/** 'Close Event - Send Tabs' for the host; everyone else can look at their own tab there. */
export function SendTabsLink({ snapshot, className }: { snapshot: EventSnapshot; className?: string }) {
  const { event, viewerId } = snapshot
  const isHost = event.hostId === viewerId
  return (
    <Button asChild variant={isHost ? 'primary' : 'secondary'} className={className}>
      <Link to={`/events/${event.id}/settlements`} state={{ title: event.title }}>
        {isHost ? 'Close Event - Send Tabs' : 'View Settlements'}
      </Link>
    </Button>
  )
}
