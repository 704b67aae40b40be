import { useLocation } from 'react-router'

const titles: Record<string, string> = { '/friends': 'Friends', '/messages': 'Messages' }

// Screens whose features are scheduled for later issues say so plainly instead of faking data.
export function Component() {
  const { pathname } = useLocation()
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">{titles[pathname] ?? 'Coming soon'}</h1>
      <p className="mt-2 text-muted">This part of OpenTab is on its way.</p>
    </main>
  )
}
