import type { ReactNode } from 'react'
import { FindFriends } from '@/components/friends/find-friends'
import { FriendRequestsList } from '@/components/friends/friend-requests-list'
import { FriendsGrid } from '@/components/friends/friends-grid'
import { useTitle } from '@/components/shell/use-title'
import * as FRIENDS from '@/messages/friends'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-app bg-surface p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-semibold text-app">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** /friends: Find Friends, Friend Requests, Your Friends (docs/product.md#313-friends). */
export default function Component() {
  useTitle(FRIENDS.friends)
  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{FRIENDS.friends}</h1>
      <Section id="find-friends" title={FRIENDS.findFriends}>
        <FindFriends />
      </Section>
      <Section id="friend-requests" title={FRIENDS.friendRequests}>
        <FriendRequestsList />
      </Section>
      <Section id="your-friends" title={FRIENDS.yourFriendsTitle}>
        <FriendsGrid />
      </Section>
    </main>
  )
}
