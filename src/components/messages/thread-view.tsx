import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Send } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'
import { DM_MAX, type ThreadDto } from '@/domain/schemas/direct-message'
import { isBlank } from '@/domain/schemas/text'
import { errorMessage } from '@/lib/api'
import { cn } from '@/lib/cn'
import { useDates } from '@/lib/dates'
import { threadKey, useMarkThreadRead, useSendMessage, useThread } from '@/lib/messages'
import * as COMMON from '@/messages/common'
import * as DIRECT_MESSAGES from '@/messages/direct-messages'
import { personName } from './conversation-list'

/** One conversation: messages oldest to newest, the newest in view; opening it (or a new message) marks it read. */
export function ThreadView({ personId, meId, onBack }: { personId: string; meId: string; onBack?: () => void }) {
  const qc = useQueryClient()
  const thread = useThread(personId)
  const markRead = useMarkThreadRead()
  const bottom = useRef<HTMLDivElement>(null)
  const dates = useDates()
  const messages = thread.data?.messages ?? []
  const unreadFromThem = messages.some((m) => m.senderId === personId && !m.read)

  useEffect(() => {
    if (!unreadFromThem || markRead.isPending) return
    markRead.mutate(personId, {
      onSuccess: () =>
        qc.setQueryData<ThreadDto>(
          threadKey(personId),
          (t) => t && { ...t, messages: t.messages.map((m) => (m.senderId === personId ? { ...m, read: true } : m)) },
        ),
    })
  }, [unreadFromThem, personId, markRead, qc])

  const count = messages.length
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message arrives or the thread changes
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' })
  }, [count, personId])

  if (thread.isPending) return <Spinner className="m-auto" />
  if (thread.isError) return <Alert tone="error">{errorMessage(thread.error, COMMON.loadFailed)}</Alert>
  const { conversation } = thread.data
  const name = personName(conversation.person)
  return (
    <section aria-label={DIRECT_MESSAGES.conversationWith(name)} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-app pb-2">
        {onBack && (
          <button
            type="button"
            onClick={onBack}
            aria-label={DIRECT_MESSAGES.backToConversations}
            className="flex h-9 w-9 items-center justify-center rounded-lg text-muted hover:bg-surface-2"
          >
            <ArrowLeft size={18} aria-hidden />
          </button>
        )}
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-app">{name}</h3>
          <p className="truncate text-xs text-muted">@{conversation.person.username}</p>
        </div>
      </header>
      <ol aria-label={DIRECT_MESSAGES.messages} className="min-h-0 flex-1 space-y-2 overflow-y-auto py-3">
        {messages.length === 0 && (
          <li className="py-6 text-center text-sm text-muted">{DIRECT_MESSAGES.noMessagesYet}</li>
        )}
        {messages.map((m) => {
          const mine = m.senderId === meId
          return (
            <li key={m.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
              <p
                className={cn(
                  'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm',
                  mine ? 'bg-brand-500 text-emerald-950' : 'bg-surface-2 text-app',
                )}
              >
                {m.content}
              </p>
              <time dateTime={m.createdAt} className="mt-0.5 px-1 text-[11px] text-muted">
                {dates.messageTime(m.createdAt)}
              </time>
            </li>
          )
        })}
        <div ref={bottom} />
      </ol>
      {conversation.canMessage ? (
        <Composer personId={personId} />
      ) : (
        <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">{DIRECT_MESSAGES.noLongerMessage(name)}</p>
      )}
    </section>
  )
}

function Composer({ personId }: { personId: string }) {
  const id = useId()
  const [text, setText] = useState('')
  const send = useSendMessage(personId)
  const blank = isBlank(text)
  const submit = () => {
    if (blank || send.isPending) return
    send.mutate(text.trim(), { onSuccess: () => setText('') })
  }
  return (
    <form
      className="border-t border-app pt-2"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      {send.isError && (
        <p role="alert" className="mb-1 text-sm text-red-600 dark:text-red-400">
          {errorMessage(send.error, DIRECT_MESSAGES.failedToSendMessage)}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {DIRECT_MESSAGES.message}
        </label>
        <textarea
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter sends; Shift+Enter starts a new line.
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault()
              submit()
            }
          }}
          rows={1}
          maxLength={DM_MAX}
          placeholder={DIRECT_MESSAGES.writeMessage}
          className="max-h-[120px] min-h-10 min-w-0 flex-1 resize-none rounded-lg border border-app bg-surface-2 px-3 py-2 text-sm text-app placeholder:text-muted [field-sizing:content]"
        />
        <button
          type="submit"
          disabled={blank || send.isPending}
          aria-label={DIRECT_MESSAGES.send}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-500 text-emerald-950 hover:bg-brand-400 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Send size={17} aria-hidden />
        </button>
      </div>
    </form>
  )
}
