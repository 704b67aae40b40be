import { type CSSProperties, useEffect, useState } from 'react'
import { Toaster as Sonner } from 'sonner'

const current = () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')

// A plain toast wears the app's own surface, border and text (sonner's default is a bare black or white
// box); success and error keep sonner's rich colours. Toasts open below the sticky 56 px header, so they
// never cover the navigation.
const appColours = {
  '--normal-bg': 'var(--surface)',
  '--normal-border': 'var(--border)',
  '--normal-text': 'var(--text)',
} as CSSProperties
const belowHeader = { top: 64 }
/** Three at a time, the newest on top; more wait their turn. A phone has no hover to fan a pile out. */
const VISIBLE_TOASTS = 3

/** Toasts follow the app's theme (the `dark` class on <html>), not the operating system's. */
export function SonnerToaster() {
  const [theme, setTheme] = useState<'dark' | 'light'>(current)
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(current()))
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
    return () => observer.disconnect()
  }, [])
  return (
    <Sonner
      position="top-center"
      theme={theme}
      richColors
      // Laid out one under another from the start, not stacked as a pile that only a mouse fans out: on a
      // phone each toast (and its Undo) stays readable and none covers another (issue 46).
      expand
      visibleToasts={VISIBLE_TOASTS}
      duration={3000}
      offset={belowHeader}
      mobileOffset={belowHeader}
      style={appColours}
      toastOptions={{ className: 'shadow-lg' }}
    />
  )
}
