import { Check, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useFriendAction, useFriendRequests } from '@/lib/friends'
import * as COMMON from '@/messages/common'
import * as FRIENDS from '@/messages/friends'
import { friendName } from './friend-name'
import { PersonRow } from './person-row'

/** 'Friend Requests': pending requests to me, each with Accept and Reject (the receiver only answers). */
export function FriendRequestsList() {
  const requests = useFriendRequests()
  const action = useFriendAction()
  const busy = (id: string) => action.isPending && 'requestId' in action.variables && action.variables.requestId === id
  if (requests.isPending) return <p className="text-sm text-muted">{FRIENDS.loadingRequests}</p>
  if (requests.isError) return <p className="text-sm text-muted">{COMMON.loadFailed}</p>
  if (requests.data.length === 0) return <p className="text-sm text-muted">{FRIENDS.noPendingFriendRequests}</p>
  return (
    <ul className="divide-y divide-[var(--border)]">
      {requests.data.map((r) => (
        <li key={r.id} className="py-1">
          <PersonRow person={r.sender}>
            <Button
              size="sm"
              aria-label={FRIENDS.acceptFriendRequestFrom(friendName(r.sender))}
              disabled={busy(r.id)}
              onClick={() => action.mutate({ kind: 'accept', requestId: r.id })}
            >
              <Check aria-hidden size={16} /> {FRIENDS.accept}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={FRIENDS.rejectFriendRequestFrom(friendName(r.sender))}
              disabled={busy(r.id)}
              onClick={() => action.mutate({ kind: 'reject', requestId: r.id })}
            >
              <X aria-hidden size={16} /> {FRIENDS.reject}
            </Button>
          </PersonRow>
        </li>
      ))}
    </ul>
  )
}
