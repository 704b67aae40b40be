import type { ReactNode } from 'react'
import { Avatar } from '@/components/shell/avatar'
import type { FriendPerson } from '@/domain/schemas/friends'
import * as FRIENDS from '@/messages/friends'
import { friendName } from './friend-name'

/**
 * A person as the friends screens show them: initials, the first name as everywhere else in the app (the
 * username when there is none), then the username and @handle, then actions.
 */
export function PersonRow({ person, children }: { person: FriendPerson; children?: ReactNode }) {
  return (
    // Wraps its actions under the name on a narrow card, so a long handle never pushes the page sideways.
    <div className="flex min-h-14 min-w-0 flex-wrap items-center gap-3">
      <Avatar name={friendName(person)} />
      <span className="min-w-0 flex-1 basis-40">
        <span className="block truncate font-medium text-app">{friendName(person)}</span>
        <span className="block truncate text-sm text-muted">
          {person.firstName ? FRIENDS.usernameAndHandle(person.username, person.handle) : `@${person.handle}`}
        </span>
      </span>
      {children && <span className="ml-auto flex shrink-0 items-center gap-2">{children}</span>}
    </div>
  )
}
