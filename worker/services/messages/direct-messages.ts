import { and, eq, or, sql } from 'drizzle-orm'
import type { ConversationDto, DirectMessageDto, ThreadDto } from '../../../src/domain/schemas/direct-message'
import * as DIRECT_MESSAGES from '../../../src/messages/direct-messages'
import type { Db } from '../../db/client'
import { directMessages } from '../../db/schema'
import { ApiError, badRequest, notFound } from '../../lib/http-error'
import { newId } from '../../lib/ids'
import { untilIso, windowsOf } from './message-window'

// Direct messages between two people (docs/decisions/020). A conversation is the pair itself:
// every query names both of its people, so nobody else can ever read or write it.

const NOT_SHARED = DIRECT_MESSAGES.onlyShared
const WINDOW_CLOSED = DIRECT_MESSAGES.sharedEventsClosed
const CONVERSATION_NOT_FOUND = DIRECT_MESSAGES.conversationNotFound
/** How much of a thread one read returns (the newest messages). */
const THREAD_LOADED = 200

type Row = {
  id: string
  username: string
  first_name: string | null
  until: number | null
  m_id: string | null
  m_sender: string | null
  m_receiver: string | null
  m_content: string | null
  m_read: number | null
  m_at: number | null
  unread: number
}

const toMessageDto = (m: typeof directMessages.$inferSelect): DirectMessageDto => ({
  id: m.id,
  senderId: m.senderId,
  receiverId: m.receiverId,
  content: m.content,
  read: m.read,
  createdAt: m.createdAt.toISOString(),
})

function toConversation(r: Row, now: number): ConversationDto {
  return {
    person: { id: r.id, username: r.username, firstName: r.first_name },
    lastMessage:
      r.m_id && r.m_sender && r.m_receiver && r.m_at !== null
        ? {
            id: r.m_id,
            senderId: r.m_sender,
            receiverId: r.m_receiver,
            content: r.m_content ?? '',
            read: r.m_read === 1,
            createdAt: new Date(r.m_at).toISOString(),
          }
        : null,
    unread: r.unread,
    canMessageUntil: untilIso(r.until),
    canMessage: r.until !== null && r.until > now,
  }
}

/** One query: everyone `me` may message or has messages with, their last message and unread count. */
async function conversationRows(db: Db, me: string, person?: string) {
  return db.all<Row>(sql`
    with win as (${windowsOf(me)}),
    msgs as (
      select id, sender_id, receiver_id, content, read, created_at,
             case when sender_id = ${me} then receiver_id else sender_id end as person,
             row_number() over (
               partition by case when sender_id = ${me} then receiver_id else sender_id end
               order by created_at desc, id desc) as rn
      from direct_messages where sender_id = ${me} or receiver_id = ${me}),
    unread as (
      select sender_id as person, count(*) as n from direct_messages
      where receiver_id = ${me} and read = 0 group by sender_id),
    people as (select person from win union select person from msgs)
    select pr.id, pr.username, pr.first_name, win.until,
           m.id as m_id, m.sender_id as m_sender, m.receiver_id as m_receiver, m.content as m_content,
           m.read as m_read, m.created_at as m_at, coalesce(u.n, 0) as unread
    from people
    join profiles pr on pr.id = people.person
    left join win on win.person = people.person
    left join msgs m on m.person = people.person and m.rn = 1
    left join unread u on u.person = people.person
    where ${person === undefined ? sql`1` : sql`people.person = ${person}`}
    order by m.created_at is null, m.created_at desc, lower(coalesce(pr.first_name, pr.username))`)
}

export async function listConversations(db: Db, me: string) {
  const now = Date.now()
  const conversations = (await conversationRows(db, me)).map((r) => toConversation(r, now))
  return { conversations, unread: conversations.reduce((sum, c) => sum + c.unread, 0) }
}

/** The conversation with `person`, or 404 when there is none (no shared event, no message). */
async function conversationWith(db: Db, me: string, person: string) {
  const [row] = person === me ? [] : await conversationRows(db, me, person)
  if (!row) throw notFound(CONVERSATION_NOT_FOUND)
  return toConversation(row, Date.now())
}

const pair = (a: string, b: string) =>
  or(
    and(eq(directMessages.senderId, a), eq(directMessages.receiverId, b)),
    and(eq(directMessages.senderId, b), eq(directMessages.receiverId, a)),
  )

/** The newest THREAD_LOADED messages of the pair, oldest first. */
export async function readThread(db: Db, me: string, person: string): Promise<ThreadDto> {
  const conversation = await conversationWith(db, me, person)
  const newest = await db
    .select()
    .from(directMessages)
    .where(pair(me, person))
    .orderBy(sql`${directMessages.createdAt} desc`, sql`${directMessages.id} desc`)
    .limit(THREAD_LOADED)
  return { conversation, messages: newest.reverse().map(toMessageDto) }
}

/** Opening a thread marks what `person` sent to `me` read; returns how many changed. */
export async function markThreadRead(db: Db, me: string, person: string) {
  const changed = await db
    .update(directMessages)
    .set({ read: true })
    .where(and(eq(directMessages.senderId, person), eq(directMessages.receiverId, me), eq(directMessages.read, false)))
    .returning({ id: directMessages.id })
  return changed.length
}

/**
 * Sends a message while the pair's window is open. The INSERT repeats the window rule in its own SQL,
 * so an event closing (or a participant leaving) between the check and the write cannot slip through.
 */
export async function sendMessage(db: Db, me: string, person: string, content: string) {
  if (person === me) throw badRequest(DIRECT_MESSAGES.youCannotMessageYourself)
  // A stranger (or an id that is nobody) gets the same answer: whether an account exists is not told.
  const [row] = await conversationRows(db, me, person)
  if (!row || row.until === null) throw new ApiError(403, 'not_shared', NOT_SHARED)
  if (!toConversation(row, Date.now()).canMessage) throw new ApiError(403, 'window_closed', WINDOW_CLOSED)
  const now = new Date()
  const id = newId()
  const inserted = await db.all<{ id: string }>(sql`
    insert into direct_messages (id, sender_id, receiver_id, content, read, created_at)
    select ${id}, ${me}, ${person}, ${content}, 0, ${now.getTime()}
    where exists (select 1 from (${windowsOf(me)}) w where w.person = ${person} and w.until > ${now.getTime()})
    returning id`)
  if (inserted.length === 0) throw new ApiError(403, 'window_closed', WINDOW_CLOSED)
  return { id, senderId: me, receiverId: person, content, read: false, createdAt: now.toISOString() }
}
