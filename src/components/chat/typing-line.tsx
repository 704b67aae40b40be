import type { LivePerson } from '@/domain/live'
import * as CHAT from '@/messages/chat'

const nameOf = (p: LivePerson) => p.firstName || p.username

/** 'Alex is typing...' under the chat (the room clears it 3 s after the last keystroke or on send). */
export function TypingLine({ people }: { people: LivePerson[] }) {
  const [a, b] = people
  const text = !a
    ? ''
    : people.length === 1
      ? CHAT.oneTyping(nameOf(a))
      : people.length === 2 && b
        ? CHAT.twoTyping(nameOf(a), nameOf(b))
        : CHAT.severalTyping
  return (
    <p aria-live="polite" className="h-5 truncate text-xs italic text-muted">
      {text}
    </p>
  )
}
