import { Link } from 'react-router'
import { DASHBOARD_FRIENDS } from '@/domain/schemas/friends'
import { useFriends } from '@/lib/friends'
import * as COMMON from '@/messages/common'
import * as FRIENDS from '@/messages/friends'
import { FriendRequestsList } from './friend-requests-list'
import { PersonRow } from './person-row'

const panel = 'rounded-2xl border border-app bg-surface p-4'

/** The dashboard's Friends panel: the first 5 friends (DASHBOARD_FRIENDS) and 'View All' to /friends. */
export function FriendsPanel() {
  const friends = useFriends(DASHBOARD_FRIENDS)
  return (
    <section aria-labelledby="friends-panel-heading" className={panel}>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <h2 id="friends-panel-heading" className="text-lg font-semibold text-app">
          {FRIENDS.friends}
        </h2>
        <Link to="/friends" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-400">
          {FRIENDS.viewAll}
        </Link>
      </div>
      {friends.isPending ? (
        <p className="text-sm text-muted">{FRIENDS.loadingFriends}</p>
      ) : friends.isError ? (
        <p className="text-sm text-muted">{COMMON.loadFailed}</p>
      ) : friends.data.length === 0 ? (
        <p className="text-sm text-muted">{FRIENDS.noFriendsYet}</p>
      ) : (
        <ul aria-label={FRIENDS.friends} className="divide-y divide-[var(--border)]">
          {friends.data.map((f) => (
            <li key={f.id}>
              <PersonRow person={f} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The dashboard's Friend Requests panel: accept or reject in place. */
export function FriendRequestsPanel() {
  return (
    <section aria-labelledby="requests-panel-heading" className={panel}>
      <h2 id="requests-panel-heading" className="mb-2 text-lg font-semibold text-app">
        {FRIENDS.friendRequests}
      </h2>
      <FriendRequestsList />
    </section>
  )
}
