import { List, MessageCircle, Receipt, Users } from 'lucide-react'
import type { KeyboardEvent, ReactNode } from 'react'
import { cn } from '@/lib/cn'
import * as EVENTS from '@/messages/events'

export type EventTab = 'mine' | 'items' | 'participants' | 'chat'

// The URL's ?tab= values (items, participants, chat), so a link or reload lands on the same tab; My
// Items is the default and has no value.
export const TAB_PARAM: Record<EventTab, string | null> = {
  mine: null,
  items: 'items',
  participants: 'participants',
  chat: 'chat',
}

export function tabFromParam(value: string | null): EventTab {
  return value === 'items' || value === 'participants' || value === 'chat' ? value : 'mine'
}

const TABS: { id: EventTab; label: string; mobileLabel: string; icon: ReactNode }[] = [
  { id: 'mine', label: EVENTS.myItems, mobileLabel: EVENTS.myItems, icon: <Receipt size={20} aria-hidden /> },
  { id: 'items', label: EVENTS.allItems, mobileLabel: EVENTS.allItems, icon: <List size={20} aria-hidden /> },
  { id: 'participants', label: EVENTS.participants, mobileLabel: EVENTS.people, icon: <Users size={20} aria-hidden /> },
  { id: 'chat', label: EVENTS.chat, mobileLabel: EVENTS.chat, icon: <MessageCircle size={20} aria-hidden /> },
]

type Props = {
  active: EventTab | null
  onSelect: (tab: EventTab) => void
  hidden?: EventTab[]
  /** Pickup requests waiting for the viewer's decision, shown on the All Items tab. */
  pending?: number
  /** A pointer over a tab, or focus on it: a head start on loading its panel. */
  onPreview?: (tab: EventTab) => void
}

/** The count on the All Items tab: a number to see, and words for screen readers. */
function PendingBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null
  return (
    <>
      <span
        aria-hidden
        className={cn(
          'flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-amber-400 px-1 text-[11px] font-bold leading-none text-amber-950',
          className,
        )}
      >
        {count > 9 ? '9+' : count}
      </span>
      <span className="sr-only">{EVENTS.pendingRequests(count)}</span>
    </>
  )
}

/**
 * What both tab strips' buttons share: the tab role, selection, loading a tab's code on intent, and one
 * Tab stop for the strip (the WAI-ARIA tabs pattern: the selected tab is in the Tab order, the others are
 * reached with the arrow keys). With no tab selected (a page beside the tabs), the first is the stop.
 */
function tabButton(
  id: EventTab,
  first: boolean,
  { active, onSelect, onPreview }: Pick<Props, 'active' | 'onSelect' | 'onPreview'>,
) {
  return {
    type: 'button' as const,
    role: 'tab',
    'aria-selected': active === id,
    'aria-controls': 'event-tabpanel',
    tabIndex: active === id || (active === null && first) ? 0 : -1,
    onClick: () => onSelect(id),
    onPointerEnter: () => onPreview?.(id),
    onFocus: () => onPreview?.(id),
  }
}

/**
 * Arrow keys move between the tabs (wrapping round), Home and End go to the first and last. Moving selects
 * the tab at once (automatic activation: the panel's code starts loading on focus, so it is ready); on a page
 * beside the tabs, where choosing one leaves the page, moving only focuses and Enter or Space chooses.
 */
function onArrowKeys(e: KeyboardEvent<HTMLDivElement>, shown: EventTab[], { active, onSelect }: Props) {
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
  const at = buttons.indexOf(e.target as HTMLButtonElement)
  if (at < 0) return
  const n = buttons.length
  const moves: Record<string, number> = { ArrowRight: (at + 1) % n, ArrowLeft: (at - 1 + n) % n, Home: 0, End: n - 1 }
  const next = moves[e.key]
  if (next === undefined) return
  e.preventDefault()
  buttons[next]?.focus()
  const tab = shown[next]
  if (active !== null && tab && tab !== active) onSelect(tab)
}

/** What both strips share: the tabs shown, and the tab list's role, name and arrow keys. */
function strip(props: Props) {
  const shown = TABS.filter((t) => !props.hidden?.includes(t.id))
  const ids = shown.map((t) => t.id)
  const listProps = {
    role: 'tablist',
    'aria-label': EVENTS.eventSections,
    onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => onArrowKeys(e, ids, props),
  }
  return { shown, listProps }
}

/** Desktop: a tab strip above the content. */
export function DesktopTabs(props: Props) {
  const { active, onSelect, pending = 0, onPreview } = props
  const { shown, listProps } = strip(props)
  return (
    <div {...listProps} className="hidden gap-1 rounded-xl bg-surface-2 p-1 md:flex">
      {shown.map((t, i) => (
        <button
          key={t.id}
          {...tabButton(t.id, i === 0, { active, onSelect, onPreview })}
          id={`tab-${t.id}`}
          className={cn(
            'flex flex-1 items-center justify-center gap-1.5 rounded-lg px-4 py-2 text-sm font-medium transition',
            active === t.id ? 'bg-surface text-app shadow' : 'text-muted hover:text-app',
          )}
        >
          {t.label}
          {t.id === 'items' && <PendingBadge count={pending} />}
        </button>
      ))}
    </div>
  )
}

/** Phones: a fixed bottom tab bar (the app's own bottom navigation is hidden on event pages). */
export function MobileTabBar(props: Props) {
  const { active, onSelect, pending = 0, onPreview } = props
  const { shown, listProps } = strip(props)
  return (
    <div
      {...listProps}
      className="fixed inset-x-0 bottom-0 z-40 flex border-t border-app bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      {shown.map((t, i) => (
        <button
          key={t.id}
          {...tabButton(t.id, i === 0, { active, onSelect, onPreview })}
          className={cn(
            'relative flex min-w-0 flex-1 flex-col items-center gap-0.5 py-2 text-xs font-medium',
            active === t.id ? 'text-brand-700 dark:text-brand-400' : 'text-muted',
          )}
        >
          {t.icon}
          {t.mobileLabel}
          {t.id === 'items' && <PendingBadge count={pending} className="absolute left-1/2 top-1 ml-2" />}
        </button>
      ))}
    </div>
  )
}
