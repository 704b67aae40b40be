import { Search } from 'lucide-react'
import { useId, useState } from 'react'
import { Avatar } from '@/components/shell/avatar'
import { badgeText } from '@/components/shell/badge'
import type { ConversationDto } from '@/domain/schemas/direct-message'
import { cn } from '@/lib/cn'
import { useDates } from '@/lib/dates'
import * as DIRECT_MESSAGES from '@/messages/direct-messages'

export const personName = (p: { firstName: string | null; username: string }) => p.firstName || p.username

/** The conversations, searchable by name or username, each with its last message and unread badge. */
export function ConversationList({
  conversations,
  selected,
  onSelect,
}: {
  conversations: ConversationDto[]
  selected: string | null
  onSelect: (personId: string) => void
}) {
  const searchId = useId()
  const [query, setQuery] = useState('')
  const dates = useDates()
  const q = query.trim().toLowerCase()
  const shown = q
    ? conversations.filter((c) =>
        [c.person.firstName ?? '', c.person.username, c.lastMessage?.content ?? ''].some((s) =>
          s.toLowerCase().includes(q),
        ),
      )
    : conversations
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="relative px-1 pb-2">
        <label htmlFor={searchId} className="sr-only">
          {DIRECT_MESSAGES.searchConversations}
        </label>
        <Search size={16} aria-hidden className="absolute left-3.5 top-2.5 text-muted" />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={DIRECT_MESSAGES.searchConversations}
          className="h-9 w-full rounded-lg border border-app bg-surface-2 pl-8 pr-2 text-sm text-app placeholder:text-muted"
        />
      </div>
      {shown.length === 0 ? (
        <p className="px-2 py-6 text-center text-sm text-muted">
          {q ? DIRECT_MESSAGES.noConversationsMatch : DIRECT_MESSAGES.noConversationsYet}
        </p>
      ) : (
        <ul aria-label={DIRECT_MESSAGES.conversations} className="min-h-0 flex-1 space-y-0.5 overflow-y-auto">
          {shown.map((c) => {
            const name = personName(c.person)
            const badge = badgeText(c.unread)
            return (
              <li key={c.person.id}>
                <button
                  type="button"
                  onClick={() => onSelect(c.person.id)}
                  aria-current={selected === c.person.id || undefined}
                  aria-label={badge ? DIRECT_MESSAGES.conversationUnread(name, c.unread) : name}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left transition hover:bg-surface-2',
                    selected === c.person.id && 'bg-surface-2',
                  )}
                >
                  <Avatar name={name} />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className={cn('truncate text-sm text-app', c.unread > 0 ? 'font-semibold' : 'font-medium')}>
                        {name}
                      </span>
                      {c.lastMessage && (
                        <span className="shrink-0 text-xs text-muted">
                          {dates.messageTime(c.lastMessage.createdAt)}
                        </span>
                      )}
                    </span>
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate text-xs text-muted">
                        {c.lastMessage?.content ??
                          (c.canMessage ? `@${c.person.username}` : DIRECT_MESSAGES.messagingClosed)}
                      </span>
                      {badge && (
                        <span className="flex h-[18px] min-w-[18px] shrink-0 items-center justify-center rounded-full bg-brand-500 px-1 text-[10px] font-bold text-emerald-950">
                          {badge}
                        </span>
                      )}
                    </span>
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
