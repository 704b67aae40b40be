import { Link, Outlet } from 'react-router'

// Minimal shell; the full public navigation lands with the app-shell work.
export function PublicLayout() {
  return (
    <div className="min-h-screen">
      <header className="border-b border-app">
        <nav className="mx-auto flex max-w-6xl items-center justify-between p-4">
          <Link to="/" className="text-lg font-bold">
            OpenTab
          </Link>
        </nav>
      </header>
      <Outlet />
    </div>
  )
}
