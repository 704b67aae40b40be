import { Link } from 'react-router'
import { Logo } from './logo'

export function Footer() {
  return (
    <footer className="mt-auto border-t border-app">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-2">
          <Logo />
          <p className="text-muted">Split the tab, to the cent.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-muted">
          <Link to="/privacy" className="hover:text-app">
            Privacy
          </Link>
          <Link to="/terms" className="hover:text-app">
            Terms
          </Link>
          <Link to="/help" className="hover:text-app">
            Help
          </Link>
          <span>© {new Date().getFullYear()} OpenTab</span>
        </nav>
      </div>
    </footer>
  )
}
