import { UserMinus } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/items/confirm-dialog'
import type { FriendPerson } from '@/domain/schemas/friends'
import { errorMessage } from '@/lib/api'
import { useFriendAction, useFriends } from '@/lib/friends'
import * as COMMON from '@/messages/common'
import * as FRIENDS from '@/messages/friends'
import { friendName } from './friend-name'
import { PersonRow } from './person-row'

/** 'Your Friends': a grid of people (first name, then username and @handle), each with Remove (after a confirmation). */
export function FriendsGrid() {
  const friends = useFriends()
  const action = useFriendAction()
  const [removing, setRemoving] = useState<FriendPerson | null>(null)
  if (friends.isPending) return <p className="text-sm text-muted">{FRIENDS.loadingFriends}</p>
  if (friends.isError) return <p className="text-sm text-muted">{COMMON.loadFailed}</p>
  if (friends.data.length === 0) return <p className="text-sm text-muted">{FRIENDS.noFriendsYet}</p>
  const remove = async () => {
    if (!removing) return null
    try {
      await action.mutateAsync({ kind: 'remove', userId: removing.id })
      return null
    } catch (err) {
      return errorMessage(err, FRIENDS.failedToRemoveFriend)
    }
  }
  return (
    <>
      <ul aria-label={FRIENDS.yourFriends} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {friends.data.map((f) => (
          <li key={f.id} className="min-w-0 rounded-xl border border-app bg-surface-2/40 px-3 py-1">
            <PersonRow person={f}>
              <button
                type="button"
                onClick={() => setRemoving(f)}
                aria-label={FRIENDS.removeFriendLabel(friendName(f))}
                className="flex h-10 w-10 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-red-500"
              >
                <UserMinus aria-hidden size={18} />
              </button>
            </PersonRow>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={FRIENDS.removeFriend}
        description={FRIENDS.removeFriendConfirm(removing ? friendName(removing) : FRIENDS.thisPerson)}
        confirmLabel={FRIENDS.remove}
        onConfirm={remove}
      />
    </>
  )
}
