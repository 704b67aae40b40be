import { Link, useLocation } from 'react-router'
import { SoonBadge } from '@/components/shell/soon'
import { useTitle } from '@/components/shell/use-title'
import { Button } from '@/components/ui/button'

const titles: Record<string, string> = { '/messages': 'Messages' }

// Screens whose features are scheduled for later issues say so plainly instead of faking data.
// The app's entries to them are marked 'Soon'; this page is for old links and bookmarks.
export default function Component() {
  const { pathname } = useLocation()
  const title = titles[pathname] ?? 'Coming soon'
  useTitle(title)
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        {title} <SoonBadge />
      </h1>
      <p className="mt-2 text-muted">This part of OpenTab is on its way.</p>
      <Button asChild variant="secondary" className="mt-6">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </main>
  )
}
