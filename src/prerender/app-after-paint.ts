// The prerendered sign-in pages (decision 025) and the server-rendered event page (decision 027) start the
// app only once their HTML has been painted: the
// app's ~80 KB entry would otherwise be parsed and run before the first frame, and the page would paint no
// sooner than without its HTML. The build moves the app's script and preloads into <meta name="app-scripts">
// (entry first); a module script cannot be inline under our CSP, hence this file.
const [entry, ...preloads] =
  document.querySelector('meta[name="app-scripts"]')?.getAttribute('content')?.split(' ') ?? []

function start() {
  // One insertion for them all (the event page names some sixty files): less work in this task.
  const links = document.createDocumentFragment()
  for (const href of preloads) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    links.append(link)
  }
  document.head.append(links)
  if (!entry) return
  const script = document.createElement('script')
  script.type = 'module'
  script.src = entry
  document.head.append(script)
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
