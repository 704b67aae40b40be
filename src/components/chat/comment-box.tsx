import { SendHorizontal } from 'lucide-react'
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import { Avatar } from '@/components/shell/avatar'
import { Button } from '@/components/ui/button'
import { TYPING_CLEAR_MS, TYPING_SEND_EVERY_MS } from '@/domain/live-ephemeral'
import { filterMentionable, insertMention, type Mentionable, mentionQuery, mentionsIn } from '@/domain/mentions'
import { COMMENT_MAX } from '@/domain/schemas/comment'
import { isBlank } from '@/domain/schemas/text'
import { cn } from '@/lib/cn'
import { useLive } from '@/lib/event-live'
import * as CHAT from '@/messages/chat'

// The box grows up to 120 px; @ opens a mention menu filtered by username or first name (Enter or Tab
// picks one while it is open); otherwise Enter sends, like every composer in the app, and Shift + Enter
// starts a new line. The box stays a text box (a textarea may take no other role, combobox included: issue
// 46): it owns its menu with what ARIA allows a text box, aria-autocomplete, aria-haspopup, aria-controls
// and aria-activedescendant (aria-expanded is not among them), and the menu's size is spoken by a status.
const MAX_HEIGHT_PX = 120

type Props = {
  people: Mentionable[]
  /** Sends; resolves false when the post failed (the text comes back into the box). */
  onSend: (content: string, mentions: string[]) => Promise<boolean>
  disabled?: boolean
}

export function CommentBox({ people, onSend, disabled }: Props) {
  const live = useLive()
  const [text, setText] = useState('')
  const [picked, setPicked] = useState<Mentionable[]>([])
  const [menu, setMenu] = useState<{ start: number; query: string } | null>(null)
  const [active, setActive] = useState(0)
  const area = useRef<HTMLTextAreaElement>(null)
  const lastTyping = useRef(0)
  const stopTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const listId = useId()
  const options = menu ? filterMentionable(people, menu.query) : []

  // Grow with the text, up to 120 px, then scroll inside.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure whenever the text changes
  useLayoutEffect(() => {
    const el = area.current
    if (!el) return
    el.style.height = 'auto'
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`
  }, [text])

  const stopTyping = () => {
    clearTimeout(stopTimer.current)
    if (lastTyping.current === 0) return
    lastTyping.current = 0
    live.send({ type: 'stop_typing' })
  }

  const typed = (value: string) => {
    if (isBlank(value)) return stopTyping()
    const now = Date.now()
    if (now - lastTyping.current >= TYPING_SEND_EVERY_MS) {
      lastTyping.current = now
      live.send({ type: 'typing' })
    }
    clearTimeout(stopTimer.current)
    stopTimer.current = setTimeout(stopTyping, TYPING_CLEAR_MS)
  }

  const change = (value: string, caret: number) => {
    setText(value)
    const q = mentionQuery(value, caret)
    setMenu(q)
    setActive(0)
    typed(value)
  }

  const choose = (person: Mentionable) => {
    const el = area.current
    if (!menu || !el) return
    const next = insertMention(text, menu.start, el.selectionStart ?? text.length, person.username)
    setText(next.text)
    setPicked((p) => (p.some((x) => x.id === person.id) ? p : [...p, person]))
    setMenu(null)
    requestAnimationFrame(() => {
      el.focus()
      el.setSelectionRange(next.caret, next.caret)
    })
  }

  const send = async () => {
    if (isBlank(text) || text.length > COMMENT_MAX || disabled) return
    const content = text
    const mentions = mentionsIn(content, picked)
    stopTyping()
    setText('')
    setPicked([])
    setMenu(null)
    const ok = await onSend(content, mentions)
    // A failed post puts its text back, so nothing typed is lost (usePostComment drops the pending copy).
    if (!ok) setText((now) => (now === '' ? content : now))
  }

  const keyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (menu && options.length > 0) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault()
        const step = e.key === 'ArrowDown' ? 1 : -1
        setActive((a) => (a + step + options.length) % options.length)
        return
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault()
        const person = options[active]
        if (person) choose(person)
        return
      }
      if (e.key === 'Escape') {
        e.preventDefault()
        setMenu(null)
        return
      }
    }
    // Enter sends, as in direct messages (Ctrl or Cmd + Enter too); Shift + Enter starts a new line.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      void send()
    }
  }

  const tooLong = text.length > COMMENT_MAX
  const menuOpen = !!menu && options.length > 0
  return (
    <div className="relative">
      {menuOpen && (
        <div
          id={listId}
          role="listbox"
          aria-label={CHAT.mentionSomeone}
          className="absolute bottom-full left-0 z-20 mb-1 w-64 max-w-full overflow-hidden rounded-xl border border-app bg-surface py-1 shadow-lg"
        >
          {options.map((p, i) => (
            <div
              key={p.id}
              id={`${listId}-${p.id}`}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              onMouseDown={(e) => {
                // Keep the focus (and caret) in the text box.
                e.preventDefault()
                choose(p)
              }}
              onMouseEnter={() => setActive(i)}
              className={cn(
                'flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm',
                i === active && 'bg-surface-2',
              )}
            >
              <Avatar name={p.firstName || p.username} className="h-6 w-6 text-[10px]" />
              <span className="min-w-0 truncate">
                {p.firstName && <span className="font-medium">{p.firstName} </span>}
                <span className="text-muted">@{p.username}</span>
              </span>
            </div>
          ))}
        </div>
      )}
      <label htmlFor={`${listId}-box`} className="mb-1 block text-xs font-medium text-muted">
        {CHAT.comment}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`${listId}-box`}
          ref={area}
          rows={1}
          value={text}
          disabled={disabled}
          placeholder={CHAT.commentPlaceholder}
          aria-haspopup="listbox"
          aria-controls={menuOpen ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={menuOpen && options[active] ? `${listId}-${options[active]?.id}` : undefined}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${listId}-hint`}
          onChange={(e) => change(e.target.value, e.target.selectionStart)}
          onKeyDown={keyDown}
          onBlur={() => setMenu(null)}
          className="min-h-10 flex-1 resize-none rounded-lg border border-app bg-surface-2 px-3 py-2 text-base text-app placeholder:text-muted focus:outline-none focus:ring-2 focus:ring-brand-500 md:text-sm"
        />
        <Button type="button" onClick={() => void send()} disabled={disabled || isBlank(text) || tooLong}>
          <SendHorizontal size={16} aria-hidden />
          {CHAT.send}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {menuOpen ? CHAT.peopleToMention(options.length) : ''}
      </p>
      <p id={`${listId}-hint`} className={cn('mt-1 text-xs', tooLong ? 'text-red-500' : 'text-muted')}>
        {tooLong ? (
          CHAT.commentTooLongCount(text.length.toLocaleString('en-US'))
        ) : (
          <>
            {CHAT.mentionHint}
            <span className="hidden md:inline">{CHAT.keysHint}</span>
          </>
        )}
      </p>
    </div>
  )
}
