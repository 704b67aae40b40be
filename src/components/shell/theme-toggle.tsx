import { Moon, Sun } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { cn } from '@/lib/cn'

export type Theme = 'dark' | 'light'

// The theme lives on <html class="dark"> (set before first paint by index.html). Every
// toggle reads it from there, so several toggles on one screen never disagree.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}
const current = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')

export function setTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0b1220' : '#f8fafc')
  try {
    localStorage.setItem('theme', theme)
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this visit.
  }
}

export function useThemeValue() {
  const theme = useSyncExternalStore(subscribe, current, () => 'dark' as const)
  return { theme, toggle: () => setTheme(theme === 'dark' ? 'light' : 'dark') }
}

/** An icon button that switches dark/light; its name says what it will do. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggle } = useThemeValue()
  const next = theme === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className={cn(
        'flex h-9 w-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-app',
        className,
      )}
    >
      {theme === 'dark' ? <Sun size={18} /> : <Moon size={18} />}
    </button>
  )
}
