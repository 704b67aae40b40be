import { Moon, Sun } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { cn } from '@/lib/cn'
import { currentTheme, setTheme, type Theme, themeToggleLabel } from '@/lib/theme'

export type { Theme }

// The theme lives on <html class="dark"> (set before first paint by public/theme.js). Every
// toggle reads it from there, so several toggles on one screen never disagree.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

export function useThemeValue() {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'dark' as const)
  return { theme, toggle: () => setTheme(theme === 'dark' ? 'light' : 'dark') }
}

/** An icon button that switches dark/light; its name says what it will do. The icon follows <html class="dark">
 * through CSS, so a page prerendered at build time (decision 025) shows the right one before any script runs;
 * `data-theme-toggle` is how that page's small script finds it. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggle } = useThemeValue()
  const label = themeToggleLabel(theme)
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      data-theme-toggle=""
      className={cn(
        'flex h-9 w-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-app',
        className,
      )}
    >
      <Sun size={18} aria-hidden="true" className="hidden dark:block" />
      <Moon size={18} aria-hidden="true" className="dark:hidden" />
    </button>
  )
}
