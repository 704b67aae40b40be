import { useEffect, useState } from 'react'
import { Toaster as Sonner } from 'sonner'

const current = () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')

/** Toasts follow the app's theme (the `dark` class on <html>), not the operating system's. */
export function SonnerToaster() {
  const [theme, setTheme] = useState<'dark' | 'light'>(current)
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(current()))
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
    return () => observer.disconnect()
  }, [])
  return <Sonner position="top-center" theme={theme} richColors duration={3000} />
}
