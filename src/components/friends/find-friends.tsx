import { Search, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { fieldProps, useZodForm } from '@/components/ui/form'
import { type FriendSearchResult, friendSearchSchema } from '@/domain/schemas/friends'
import { useFriendAction, useFriendSearch } from '@/lib/friends'
import * as COMMON from '@/messages/common'
import * as FRIENDS from '@/messages/friends'
import { friendName } from './friend-name'
import { PersonRow } from './person-row'

/** 'Find Friends': search by username, handle or first name (blank does nothing), a send-request button per result. */
export function FindFriends() {
  const [q, setQ] = useState('')
  const form = useZodForm(friendSearchSchema, { q: '' })
  const results = useFriendSearch(q)
  const action = useFriendAction()
  const submit = form.handleSubmit((values) => setQ(values.q))

  const button = (r: FriendSearchResult) => {
    const sending = action.isPending && 'userId' in action.variables && action.variables.userId === r.id
    if (r.request === 'sent')
      return (
        <Button size="sm" variant="secondary" disabled>
          {FRIENDS.requestSent}
        </Button>
      )
    return (
      <Button
        size="sm"
        disabled={sending}
        aria-label={`${r.request === FRIENDS.received ? FRIENDS.accept : FRIENDS.sendFriendRequestTo} ${friendName(r)}`}
        onClick={() => action.mutate({ kind: 'send', userId: r.id })}
      >
        <UserPlus aria-hidden size={16} /> {r.request === 'received' ? FRIENDS.accept : FRIENDS.addFriend}
      </Button>
    )
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate className="flex items-end gap-2">
        <Field
          label={FRIENDS.searchByUsernameOr}
          {...fieldProps(form, 'q')}
          placeholder={FRIENDS.searchPlaceholder}
          autoComplete="off"
          maxLength={50}
          className="flex-1"
        />
        <Button type="submit" className="h-[42px] shrink-0" aria-label={FRIENDS.search}>
          <Search aria-hidden size={18} />
          <span className="hidden sm:inline">{FRIENDS.search}</span>
        </Button>
      </form>
      {q !== '' &&
        (results.isPending ? (
          <p className="text-sm text-muted">{FRIENDS.searching}</p>
        ) : results.isError ? (
          <p className="text-sm text-muted">{COMMON.loadFailed}</p>
        ) : results.data.length === 0 ? (
          <div className="space-y-1 text-sm text-muted">
            <p>{FRIENDS.noOneFoundFor(q)}</p>
            <p>{FRIENDS.whoYouCanFind}</p>
          </div>
        ) : (
          <ul aria-label={FRIENDS.searchResults} className="divide-y divide-[var(--border)]">
            {results.data.map((r) => (
              <li key={r.id} className="py-1">
                <PersonRow person={r}>{button(r)}</PersonRow>
              </li>
            ))}
          </ul>
        ))}
    </div>
  )
}
