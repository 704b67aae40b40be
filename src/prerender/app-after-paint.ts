// The server-rendered event page (decision 027; once also decision 025's sign-in pages) starts the app only
// once its HTML has been painted: the app's ~80 KB entry would otherwise be parsed and run before
// the first frame, and the page would paint no sooner than without its HTML. The page names the app's
// script and preloads in <meta name="app-scripts"> (entry first); a module script cannot be inline under
// our CSP, hence this file.
const [entry, ...preloads] =
  document.querySelector('meta[name="app-scripts"]')?.getAttribute('content')?.split(' ') ?? []

// Starting a fetch costs the main thread about a millisecond on a slow phone, and the event page names some
// sixty files: a few at a time, yielding between, so no one task blocks a tap for long.
const PRELOADS_PER_TASK = 8

function start() {
  if (entry) {
    const script = document.createElement('script')
    script.type = 'module'
    script.src = entry
    document.head.append(script)
  }
  preload(0)
}

function preload(from: number) {
  const links = document.createDocumentFragment()
  for (const href of preloads.slice(from, from + PRELOADS_PER_TASK)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    links.append(link)
  }
  document.head.append(links)
  if (from + PRELOADS_PER_TASK < preloads.length) setTimeout(() => preload(from + PRELOADS_PER_TASK), 0)
}

// Once the browser reports the first contentful paint (the frame is on screen, not just drawn); a browser
// without paint timing starts it after the next frame.
let started = false
const startOnce = () => {
  if (started) return
  started = true
  start()
}
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    setTimeout(startOnce, 0)
  }).observe({ type: 'paint', buffered: true })
  // Should nothing ever count as contentful, the app still starts.
  setTimeout(startOnce, 3000)
} else requestAnimationFrame(() => setTimeout(startOnce, 0))
