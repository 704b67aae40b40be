// What the worker sees of src/ssr/entry-server.tsx (package.json "imports": "#ssr/event-page"). The worker's
// type check has no DOM or JSX; the app's type check covers the implementation itself.
import type { EventSnapshot } from '../domain/schemas/event-snapshot'
import type { MeDto } from '../domain/schemas/profile'

export declare function renderEventPage(
  request: Request,
  seed: { me: MeDto; snapshot: EventSnapshot; narrow: boolean },
): Promise<{ html: string; state: string } | null>
