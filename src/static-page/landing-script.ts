// The only script of the prerendered landing page (decision 025): what must work there without React.
// The theme switch (static-theme.ts), the phone menu, the
// offline bar and the service worker's registration (the offline shell, decision 024). Links are plain.
import { registerServiceWorker } from '@/lib/service-worker'
import { staticThemeSwitch, toggleTheme } from './static-theme'

staticThemeSwitch()

// The phone menu: a menu button (aria-expanded) and its panel, with the keys a menu answers to.
const trigger = document.querySelector<HTMLButtonElement>('header button[aria-haspopup="menu"]')
const menu = document.getElementById('public-menu')
if (trigger && menu) {
  const items = () => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')]
  const focusItem = (index: number) => {
    const all = items()
    all.at(index % all.length)?.focus()
  }
  trigger.setAttribute('aria-controls', menu.id)
  trigger.setAttribute('aria-expanded', 'false')
  const open = (index = 0) => {
    menu.hidden = false
    trigger.setAttribute('aria-expanded', 'true')
    focusItem(index)
  }
  const close = (refocus: boolean) => {
    if (menu.hidden) return
    menu.hidden = true
    trigger.setAttribute('aria-expanded', 'false')
    if (refocus) trigger.focus()
  }
  trigger.addEventListener('click', () => (menu.hidden ? open() : close(false)))
  trigger.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      open(e.key === 'ArrowDown' ? 0 : -1)
    }
  })
  menu.addEventListener('keydown', (e) => {
    const at = items().indexOf(document.activeElement as HTMLElement)
    if (e.key === 'ArrowDown') focusItem(at + 1)
    else if (e.key === 'ArrowUp') focusItem(at - 1 + items().length)
    else if (e.key === 'Home') focusItem(0)
    else if (e.key === 'End') focusItem(-1)
    else if (e.key === 'Escape') close(true)
    else if (e.key === 'Tab') return close(false)
    else return
    e.preventDefault()
  })
  menu.querySelector('[data-theme-item]')?.addEventListener('click', () => {
    toggleTheme()
    close(true)
  })
  document.addEventListener('click', (e) => {
    const target = e.target as Node
    if (!menu.contains(target) && !trigger.contains(target)) close(false)
  })
}

// The app's offline bar (components/shell/offline-notice.tsx), prerendered hidden.
const offlineBar = document.getElementById('offline-bar')
if (offlineBar) {
  const sync = () => {
    offlineBar.hidden = navigator.onLine
  }
  window.addEventListener('online', sync)
  window.addEventListener('offline', sync)
  sync()
}

registerServiceWorker()
