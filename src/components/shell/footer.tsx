import { Link } from 'react-router'
import * as SHELL from '@/messages/shell-more'
import { Logo } from './logo'

export function Footer() {
  return (
    <footer className="mt-auto border-t border-app">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-2">
          <Logo />
          <p className="text-muted">{SHELL.tagline}</p>
        </div>
        <nav aria-label={SHELL.footer} className="flex flex-wrap gap-x-6 gap-y-2 text-muted">
          <Link to="/privacy" className="hover:text-app">
            {SHELL.privacy}
          </Link>
          <Link to="/terms" className="hover:text-app">
            {SHELL.terms}
          </Link>
          <Link to="/help" className="hover:text-app">
            {SHELL.help}
          </Link>
          <span>{SHELL.copyright(new Date().getFullYear())}</span>
        </nav>
      </div>
    </footer>
  )
}
