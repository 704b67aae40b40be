// The header's theme switch on prerendered pages (decision 025) before or without the app: same storage and
// behaviour as the app's (src/lib/theme.ts). The HTML was drawn in the dark theme; the labels follow the
// theme actually in use (theme.js sets it before the first paint).
import { currentTheme, setTheme, themeMenuLabel, themeToggleLabel } from '@/lib/theme'

function showTheme() {
  const theme = currentTheme()
  for (const button of document.querySelectorAll<HTMLElement>('[data-theme-toggle]')) {
    button.setAttribute('aria-label', themeToggleLabel(theme))
    button.title = themeToggleLabel(theme)
  }
  for (const entry of document.querySelectorAll<HTMLElement>('[data-theme-item]'))
    entry.textContent = themeMenuLabel(theme)
}

export function toggleTheme() {
  setTheme(currentTheme() === 'dark' ? 'light' : 'dark')
  showTheme()
}

/** Labels set now, and the header's switch working. */
export function staticThemeSwitch() {
  for (const button of document.querySelectorAll('[data-theme-toggle]')) button.addEventListener('click', toggleTheme)
  showTheme()
}
