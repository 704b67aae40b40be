import type { ReactNode } from 'react'
import { Avatar } from '@/components/shell/avatar'
import type { FriendPerson } from '@/domain/schemas/friends'

/** A person as the friends screens show them: initials, username and @handle, then actions. */
export function PersonRow({ person, children }: { person: FriendPerson; children?: ReactNode }) {
  return (
    <div className="flex min-h-14 items-center gap-3">
      <Avatar name={person.firstName || person.username} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-app">{person.username}</span>
        <span className="block truncate text-sm text-muted">@{person.handle}</span>
      </span>
      {children && <span className="flex shrink-0 items-center gap-2">{children}</span>}
    </div>
  )
}
