import { ChevronRight } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link, type LoaderFunctionArgs, type ShouldRevalidateFunction, useParams, useSearchParams } from 'react-router'
import { MyItems } from '@/components/bill/my-items'
import { DetailsCard } from '@/components/events/details-card-lazy'
import { EventPageSkeleton, EventProblem } from '@/components/events/event-page-states'
import { DesktopTabs, type EventTab, MobileTabBar, TAB_PARAM, tabFromParam } from '@/components/events/event-tabs'
import { MobileHeader } from '@/components/events/mobile-header'
import { PresenceBar } from '@/components/events/presence-bar'
import { TotalCard } from '@/components/events/total-card'
import { lazyPart } from '@/components/ui/lazy-part'
import { itemRules } from '@/domain/item-rules'
import { landingTab } from '@/domain/landing-tab'
import { ApiRequestError } from '@/lib/api'
import { loadBeforeHydration } from '@/lib/before-hydration'
import { EventLiveContext, useEventLive } from '@/lib/event-live'
import { eventKey, lostAccess, useEventSnapshot } from '@/lib/events'
import { querySeed } from '@/lib/query-seed'
import { meQueryKey } from '@/lib/session'
import { useNarrowScreen } from '@/lib/use-narrow-screen'
import * as EVENT_PAGES from '@/messages/event-pages'

// Only My Items shows first; the other tabs (their dialogs, forms and chat) load when chosen, or on a
// hover or focus of their tab just before (decision 026). A tab change is a router transition, so the
// old tab stays on screen until the new one's code is here.
const AllItems = lazyPart(() => import('@/components/items/all-items').then((m) => m.AllItems))
const ParticipantsPanel = lazyPart(() =>
  import('@/components/participants/participants-panel').then((m) => m.ParticipantsPanel),
)
const ChatPanel = lazyPart(() => import('@/components/chat/chat-panel').then((m) => m.ChatPanel))
const tabParts = { mine: undefined, items: AllItems, participants: ParticipantsPanel, chat: ChatPanel }
const preview = (tab: EventTab) => tabParts[tab]?.preload()
// The tab the server drew is on screen before React runs: its code comes before hydration. The address
// names it (?tab=), or the panel the server drew does (All Items for someone who holds nothing yet).
if (typeof window !== 'undefined') {
  const drawnPanel = document.getElementById('event-tabpanel')?.getAttribute('aria-labelledby')
  const named = tabFromParam(new URLSearchParams(window.location.search).get('tab'))
  const drawn = tabParts[drawnPanel === 'tab-items' ? 'items' : named]
  if (drawn) loadBeforeHydration(drawn.load)
}

/**
 * The page drawn by the worker for a member (decision 033): the session and the snapshot from one D1 batch
 * (the worker's eventPage), handed to the query cache under the client's own keys, with the screen the
 * server guessed. Null for anyone else: the page then asks through its usual queries, and says 'Event not
 * found' or sends the visitor to sign in exactly as before.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const page = params.id ? await context.eventPage(params.id) : null
  if (!page) return null
  return {
    ...querySeed([
      [meQueryKey, page.me],
      [eventKey(page.snapshot.event.id), page.snapshot],
    ]),
    narrow: page.narrow,
    locale: page.locale,
  }
}

/** A tab change (?tab=) is this page's own business; only another event needs the loader again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.id !== nextParams.id

/** Personal data, drawn for whoever asks: never stored by a browser or a proxy. */
export const headers = () => ({
  'Cache-Control': 'no-store',
  Vary: 'Cookie, Sec-CH-UA-Mobile, User-Agent, Accept-Language',
})

export default function Component() {
  const { id } = useParams()
  const [params, setParams] = useSearchParams()
  const query = useEventSnapshot(id)
  const narrow = useNarrowScreen()
  // The details card's code loads only where it shows (a wide screen); once drawn it stays mounted (CSS
  // hides it below md), so a passing change of width (a rotated tablet, a full-page capture) never
  // unmounts it and loses an edit in progress.
  const [cardDrawn, setCardDrawn] = useState(!narrow)
  if (!narrow && !cardDrawn) setCardDrawn(true)
  // The tab when the address names none, chosen once, from the first snapshot: All Items for someone who
  // holds nothing yet (a newcomer), My Items otherwise. Claiming a first dish does not move them off All
  // Items; once they pick a tab themselves, no tab in the address means My Items. (Per event: the page
  // stays mounted when a link leads to another event.)
  const landingFor = (data: NonNullable<typeof query.data>) => ({
    id: data.event.id,
    tab: landingTab(data.items, data.viewerId) as EventTab,
  })
  const [landing, setLanding] = useState(() => (query.data ? landingFor(query.data) : null))
  if (query.data && landing?.id !== query.data.event.id) setLanding(landingFor(query.data))

  if (!id) return <EventProblem title={EVENT_PAGES.eventIdMissing} />
  if (query.isPending) return <EventPageSkeleton />
  // A loaded bill stays on screen when a refresh fails for want of a network (offline, a dropped
  // connection): only a real answer that the event is gone or closed to us replaces it.
  if (!query.data || lostAccess(query.error)) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404
    return (
      <EventProblem title={notFound ? EVENT_PAGES.eventNotFound : query.error?.message || EVENT_PAGES.loadFailed} />
    )
  }

  const snapshot = query.data
  const named = params.get('tab')
  const tab = named === null ? (landing?.tab ?? 'mine') : tabFromParam(named)
  const select = (next: EventTab) => {
    const value = TAB_PARAM[next]
    setLanding({ id: snapshot.event.id, tab: 'mine' })
    setParams(value ? { tab: value } : {}, { replace: true })
  }
  const isHost = snapshot.event.hostId === snapshot.viewerId
  // docs/product.md#36-event-page: the participant list is hidden when there is nobody but the viewer and
  // they are not the host.
  const hideParticipants = !isHost && snapshot.participants.length <= 1 && snapshot.placeholders.length === 0
  const hidden: EventTab[] = hideParticipants ? ['participants'] : []
  const active = hidden.includes(tab) ? 'mine' : tab
  // Pickup requests this viewer can approve or deny (the host: all of them), counted on All Items.
  const actor = { viewerId: snapshot.viewerId, hostId: snapshot.event.hostId }
  const pending = snapshot.items.filter((i) => itemRules.canDecidePickup(i, actor)).length

  return (
    <EventLive id={snapshot.event.id} viewerId={snapshot.viewerId}>
      <main className="mx-auto max-w-6xl space-y-4 px-4 pb-28 pt-4 md:pb-10">
        <div className="flex min-h-7 items-center justify-between gap-3">
          <nav aria-label={EVENT_PAGES.breadcrumb} className="flex min-w-0 items-center gap-1 text-sm text-muted">
            <Link to="/dashboard" className="shrink-0 hover:text-app">
              {EVENT_PAGES.dashboard}
            </Link>
            <ChevronRight size={14} aria-hidden className="shrink-0" />
            <span aria-current="page" className="min-w-0 truncate text-app">
              {snapshot.event.title}
            </span>
          </nav>
          <PresenceBar viewerId={snapshot.viewerId} />
        </div>
        <MobileHeader snapshot={snapshot} />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_340px]">
          <div className="space-y-4">
            <div className="hidden md:block">{cardDrawn && <DetailsCard snapshot={snapshot} />}</div>
            <DesktopTabs active={active} onSelect={select} hidden={hidden} pending={pending} onPreview={preview} />
            <section id="event-tabpanel" role="tabpanel" aria-labelledby={`tab-${active}`}>
              {active === 'mine' && <MyItems snapshot={snapshot} />}
              {active === 'items' && <AllItems snapshot={snapshot} />}
              {active === 'participants' && <ParticipantsPanel snapshot={snapshot} />}
              {active === 'chat' && <ChatPanel snapshot={snapshot} />}
            </section>
          </div>
          <aside className="hidden space-y-4 md:block">
            <TotalCard snapshot={snapshot} />
          </aside>
        </div>
        <MobileTabBar active={active} onSelect={select} hidden={hidden} pending={pending} onPreview={preview} />
      </main>
    </EventLive>
  )
}

/**
 * The live connection, in a component of its own: its state (connecting, presence, typing) changes often,
 * and only what reads the context re-renders then, never the page and its hundred items.
 */
function EventLive({ id, viewerId, children }: { id: string; viewerId: string; children: ReactNode }) {
  const live = useEventLive(id, viewerId)
  return <EventLiveContext.Provider value={live}>{children}</EventLiveContext.Provider>
}
