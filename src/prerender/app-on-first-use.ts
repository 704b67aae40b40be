import { buttonLabel, type PrerenderedIntent } from './intent'
import { staticThemeSwitch } from './static-theme'

// The prerendered sign-in pages (decision 025) are whole HTML forms: they can be read, focused and typed into
// before any of the app's code has run. The app (~170 KB with the sign-in route) starts at the first sign
// that the person means to use the page (a press, a key, a focus, a send), so reading the page never waits
// for it, and it loads while they type. What they did meanwhile is kept for the app's takeover
// (useTakeOverPrerendered): the values typed, the focus, the last button pressed and a send.
// The build moves the app's script and preloads into <meta name="app-scripts"> (entry first); a module
// script cannot be inline under our CSP, hence this file.
const [entry, ...preloads] =
  document.querySelector('meta[name="app-scripts"]')?.getAttribute('content')?.split(' ') ?? []
const prerendered = document.getElementById('prerendered')
const intent: PrerenderedIntent = { click: null, submit: null }
window.opentabPrerendered = intent

let started = false
function start() {
  if (started) return
  started = true
  for (const href of preloads) addLink('modulepreload', href)
  if (!entry) return
  const script = document.createElement('script')
  script.type = 'module'
  script.src = entry
  document.head.append(script)
}

function addLink(rel: string, href: string) {
  const link = document.createElement('link')
  link.rel = rel
  link.href = href
  document.head.append(link)
}

const inPage = (target: EventTarget | null): target is Element =>
  target instanceof Element && !!prerendered?.contains(target)

for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
  document.addEventListener(type, start, { capture: true, passive: true })
}
document.addEventListener(
  'click',
  (event) => {
    const button = inPage(event.target) ? event.target.closest('button') : null
    // The theme switch works here already (below); any other button is pressed again in the app.
    if (button && button.type !== 'submit' && !button.hasAttribute('data-theme-toggle'))
      intent.click = { label: buttonLabel(button) }
  },
  { capture: true },
)
document.addEventListener(
  'submit',
  (event) => {
    if (!inPage(event.target)) return
    // Sent before the app is there: the app sends it, with what was typed (a native send would go nowhere).
    event.preventDefault()
    intent.submit = {
      form: [...(prerendered?.querySelectorAll('form') ?? [])].indexOf(event.target as HTMLFormElement),
    }
    start()
  },
  { capture: true },
)

staticThemeSwitch()

// An old-style link's fragment (#type=signup...) is for the app to act on at once.
if (location.hash) start()
else {
  // Meanwhile the app's files are fetched at low priority (not run), so its start on first use is quick.
  const fetchLater = () => {
    for (const href of [entry, ...preloads]) if (href) addLink('prefetch', href)
  }
  if (document.readyState === 'complete') fetchLater()
  else addEventListener('load', fetchLater, { once: true })
}
