import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { partsDrawnByServer } from './lib/before-hydration'

// React Router's client entry, except that hydration waits for the code of the lazy parts the server drew
// (src/lib/before-hydration.ts). The matched route modules have run by now: React Router imports them first.
void partsDrawnByServer().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  }),
)
