import * as z from 'zod'
import * as FRIENDS_RULES from '../../messages/friends-rules'
import { text } from './text'

// Friends (docs/decisions/018): requests between two people, one friendship
// row per pair. Shared by the worker's validators and the /friends screen.

/** The friend search answers at most 10 people (a search to pick from, not a directory). */
export const FRIEND_SEARCH_LIMIT = 10
/** The dashboard's Friends panel shows the first 5; 'View All' leads to the rest. */
export const DASHBOARD_FRIENDS = 5

/** Case-insensitive substring of a username or handle; blank searches do nothing. */
export const friendSearchSchema = z.object({ q: text({ label: FRIENDS_RULES.search, max: 50 }) })

export const friendRequestSchema = z.object({ userId: z.string().min(1).max(64) }).strict()

export const friendPersonSchema = z
  .object({ id: z.string(), username: z.string(), handle: z.string(), firstName: z.string().nullable() })
  .meta({ id: 'FriendPerson' })
export type FriendPerson = z.infer<typeof friendPersonSchema>

/** Where the viewer stands with a search result: nothing yet, a request sent, or one received. */
export const friendSearchResultSchema = friendPersonSchema.extend({
  request: z.enum(['none', 'sent', 'received']),
})
export type FriendSearchResult = z.infer<typeof friendSearchResultSchema>

export const friendRequestDtoSchema = z
  .object({ id: z.string(), sender: friendPersonSchema, createdAt: z.string() })
  .meta({ id: 'FriendRequest' })
export type FriendRequestDto = z.infer<typeof friendRequestDtoSchema>

/** What a send did: a new pending request, one already pending, or friends (a reverse request accepted). */
export const sendRequestResultSchema = z.object({ state: z.enum(['requested', 'friends']) })
