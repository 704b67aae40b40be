import { useQuery, useQueryClient } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useEventAction } from '@/components/items/use-event-action'
import { Button } from '@/components/ui/button'
import { client, unwrap } from '@/lib/client'
import * as INVITE from '@/messages/invite-more'

const friendsKey = (eventId: string) => ['invitable-friends', eventId] as const

/** Host only: their friends who are not in the event yet, each added with one tap. */
export function FriendsToInvite({ eventId }: { eventId: string }) {
  const qc = useQueryClient()
  const { run } = useEventAction(eventId)
  const [adding, setAdding] = useState<string | null>(null)
  const friends = useQuery({
    queryKey: friendsKey(eventId),
    queryFn: () =>
      unwrap(client.api.events[':id']['invitable-friends'].$get({ param: { id: encodeURIComponent(eventId) } })),
  })
  const list = friends.data?.friends ?? []
  if (friends.isPending || list.length === 0) return null

  const add = async (userId: string, name: string) => {
    setAdding(userId)
    await run((id) => client.api.events[':id'].members.$post({ param: { id }, json: { userId } }), {
      fallback: INVITE.sendFailed,
      success: INVITE.addedToEvent(name),
    })
    setAdding(null)
    void qc.invalidateQueries({ queryKey: friendsKey(eventId) })
  }

  return (
    <section aria-labelledby="friends-invite-heading" className="space-y-2">
      <h3 id="friends-invite-heading" className="text-sm font-semibold">
        {INVITE.yourFriends}
      </h3>
      <ul className="divide-y divide-[var(--border)] rounded-xl border border-app">
        {list.map((f) => {
          const name = f.firstName || f.username
          return (
            <li key={f.userId} className="flex items-center gap-3 px-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{name}</span>
                <span className="block truncate text-xs text-muted">@{f.handle}</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={INVITE.inviteName(name)}
                disabled={adding !== null}
                loading={adding === f.userId}
                onClick={() => void add(f.userId, name)}
              >
                <UserPlus size={14} aria-hidden /> {INVITE.invite}
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
