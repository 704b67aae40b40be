import type { EventSnapshot } from '@/domain/schemas/event-snapshot'
import type { MeDto } from '@/domain/schemas/profile'

/** What the worker reads for the event page's loader: the session and the snapshot in one D1 batch. */
export type EventPageData = { me: MeDto; snapshot: EventSnapshot; narrow: boolean; locale: string }

// What the worker (worker/pages/handler.ts) gives every loader: the CSP nonce of this response, and the
// services a loader calls. Declared here so the route modules need nothing from the worker's code.
declare module 'react-router' {
  interface AppLoadContext {
    nonce: string
    cloudflare: { env: unknown; ctx: unknown }
    /** Null when the page cannot be drawn for this visitor (signed out, not a member, no such event). */
    eventPage(id: string): Promise<EventPageData | null>
  }
}
