import type { Context } from 'hono'
import type { EventPageData } from '@/lib/load-context'
import type { AppEnv } from '../env'
import { withPlainViewer } from '../middleware/require-user'
import { meBody } from '../routes/me'
import { snapshotBesideSession, toSnapshot } from '../services/events/snapshot'
import { requestLocale } from './request-locale'

/**
 * The event page's data (decision 033): the session and the snapshot in the one D1 batch GET
 * /api/events/:id uses. Null whenever the page cannot be drawn for this visitor (signed out, not a
 * member, no such event, any failure): the browser then handles the address as it always has.
 */
export async function eventPageData(c: Context<AppEnv>, id: string): Promise<EventPageData | null> {
  try {
    const read = await withPlainViewer(c, snapshotBesideSession, { eventId: id })
    const viewer = c.var.profile
    // No body: not a member, or no such event.
    if (!read?.value || !viewer) return null
    const snapshot = toSnapshot([{ body: read.value }], viewer.id)
    return {
      me: meBody(c),
      snapshot,
      narrow: looksLikePhone(c.req.raw.headers),
      locale: requestLocale(c.req.raw.headers),
    }
  } catch (err) {
    console.error('Event page read failed', err instanceof Error ? `${err.name}: ${err.message}` : String(err))
    return null
  }
}

/**
 * Whether to draw the phone layout: a phone's Chromium says so (Sec-CH-UA-Mobile), and phones' browsers put
 * "Mobi" in their user agent (tablets do not: they get the wide layout). A wrong guess costs only a
 * re-render right after hydration, when the real width decides (src/lib/use-narrow-screen.ts).
 */
function looksLikePhone(headers: Headers) {
  return headers.get('sec-ch-ua-mobile') === '?1' || /Mobi/i.test(headers.get('user-agent') ?? '')
}
