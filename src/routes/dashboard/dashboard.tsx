import { LogIn, Plus } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { MyEventsPanel } from '@/components/events/my-events-panel'
import { FriendRequestsPanel, FriendsPanel } from '@/components/friends/dashboard-panels'
import { PerCurrency } from '@/components/settlements/per-currency'
import { ProfileReminder } from '@/components/shell/profile-reminder-lazy'
import { useTitle } from '@/components/shell/use-title'
import { Button } from '@/components/ui/button'
import { useSession } from '@/lib/session'
import { useTabs } from '@/lib/tabs'
import * as DASHBOARD from '@/messages/dashboard'

// Panels for the right-hand column on wide screens (below My Events on phones).
const SIDE_PANELS = [<FriendsPanel key="friends" />, <FriendRequestsPanel key="requests" />]

/** /dashboard: greeting, 'Create Event', My Events. */
export default function Component() {
  useTitle(DASHBOARD.dashboard)
  const session = useSession()
  const profile = session.status === 'signed-in' ? session.me.profile : null
  const name = profile?.firstName || profile?.username
  // Someone who has just confirmed their e-mail (confirm-email passes this) is new here, not back.
  const isNew = (useLocation().state as { newAccount?: unknown } | null)?.newAccount === true
  const greeting = isNew ? DASHBOARD.welcomeToOpentab : DASHBOARD.welcomeBack
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{DASHBOARD.dashboard}</h1>
          <p className="mt-1 text-muted">
            {name ? `${greeting}, ${name}.` : `${greeting}.`}{' '}
            {isNew ? DASHBOARD.dashboardIntroNew : DASHBOARD.dashboardIntro}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild size="md" variant="secondary" className="w-full sm:w-auto">
            <Link to="/join">
              <LogIn size={18} aria-hidden="true" />
              {DASHBOARD.joinAnEvent}
            </Link>
          </Button>
          <Button asChild size="md" className="w-full sm:w-auto">
            <Link to="/events/new">
              <Plus size={18} aria-hidden="true" />
              {DASHBOARD.createEvent}
            </Link>
          </Button>
        </div>
      </div>
      {/* docs/product.md#34-dashboard: the reminder belongs to the dashboard, never an event or the profile.
          Not on a new account's welcome: the first minute is theirs (issue 46); it waits for a later visit. */}
      {profile && !profile.firstName && !isNew && <ProfileReminder />}
      <BalanceStrip />
      <div className={SIDE_PANELS.length ? 'mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : 'mt-8'}>
        <MyEventsPanel />
        {SIDE_PANELS.length > 0 && <aside className="space-y-6">{SIDE_PANELS}</aside>}
      </div>
    </main>
  )
}

/** 'You owe $X / You are owed $Y' at a glance, from Open Tabs; nothing until there is a tab either way. */
function BalanceStrip() {
  const tabs = useTabs().data
  if (!tabs || tabs.totals.every((t) => t.youOweCents === 0 && t.owedToYouCents === 0)) return null
  const owe = tabs.totals.some((t) => t.youOweCents > 0)
  const owed = tabs.totals.some((t) => t.owedToYouCents > 0)
  return (
    <Link
      to="/tabs"
      className="mt-6 grid grid-cols-2 gap-3 rounded-2xl border border-app bg-surface p-4 hover:bg-surface-2"
      data-testid="balance-strip"
    >
      <span>
        <span className="block text-sm text-muted">{DASHBOARD.youOwe}</span>
        <span className={`text-xl font-bold tabular-nums ${owe ? 'text-red-600 dark:text-red-400' : 'text-app'}`}>
          <PerCurrency totals={tabs.totals} pick={(t) => t.youOweCents} />
        </span>
      </span>
      <span>
        <span className="block text-sm text-muted">{DASHBOARD.youAreOwed}</span>
        <span
          className={`text-xl font-bold tabular-nums ${owed ? 'text-emerald-600 dark:text-emerald-400' : 'text-app'}`}
        >
          <PerCurrency totals={tabs.totals} pick={(t) => t.owedToYouCents} />
        </span>
      </span>
    </Link>
  )
}
