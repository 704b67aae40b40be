import * as THEME from '@/messages/theme'

// The theme lives on <html class="dark"> (dark by default; public/theme.js applies a saved 'light' before
// first paint) and persists in localStorage under 'theme'. Plain DOM, no React: the prerendered landing
// page's small script (src/static-page/landing-script.ts) switches it exactly as the app's toggle does.

export type Theme = 'dark' | 'light'

export const currentTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')

export function setTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0b1220' : '#f8fafc')
  try {
    localStorage.setItem('theme', theme)
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this visit.
  }
}

/** What the theme button is called: it says what it will do. */
export const themeToggleLabel = (theme: Theme) => THEME.switchToTheme(theme === 'dark' ? 'light' : 'dark')
/** The phone menu's entry for the same switch. */
export const themeMenuLabel = (theme: Theme) => (theme === 'dark' ? THEME.lightTheme : THEME.darkTheme)
