import { expect, type Page } from '@playwright/test'

/** Phone widths people actually hold: the narrowest common Android and the largest iPhone. */
const PHONE_WIDTHS = [360, 430] as const

type Problem = string

/**
 * Nothing scrolls sideways at `width`: the document is no wider than the window, every open dialog
 * lies inside the viewport and does not scroll sideways itself, and no visible button, link, tab or
 * price is pushed past the right edge (clipped content would not widen the document, so it is
 * checked separately).
 */
async function expectNoSidewaysScroll(page: Page, label: string, width: number) {
  const height = page.viewportSize()?.height ?? 844
  await page.setViewportSize({ width, height })
  // Let layout settle: responsive classes apply, and sheets finish sliding to their new place.
  await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))
  })
  const problems = await page.evaluate(
    ({ width, height }): Problem[] => {
      const out: string[] = []
      const doc = document.documentElement
      if (doc.scrollWidth > width || doc.scrollWidth > window.innerWidth)
        out.push(`document scrollWidth ${doc.scrollWidth} > ${width} (innerWidth ${window.innerWidth})`)
      const what = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
      for (const dialog of Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))) {
        const r = dialog.getBoundingClientRect()
        if (r.width === 0) continue
        if (r.left < -0.5 || r.right > width + 0.5 || r.top < -0.5 || r.bottom > height + 0.5)
          out.push(
            `dialog ${what(dialog)} at ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`,
          )
        if (dialog.scrollWidth > dialog.clientWidth + 1)
          out.push(`dialog ${what(dialog)} scrolls sideways (${dialog.scrollWidth} > ${dialog.clientWidth})`)
      }
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect()
        if (r.width <= 1 || r.height <= 1) return null
        const s = getComputedStyle(el)
        if (s.visibility === 'hidden' || s.display === 'none' || s.clipPath.startsWith('inset(50%')) return null
        return r
      }
      const controls = document.querySelectorAll(
        'button, a[href], [role="tab"], [role="link"], input, select, textarea',
      )
      for (const el of Array.from(controls)) {
        const r = visible(el)
        if (r && (r.right > width + 0.5 || r.left < -0.5))
          out.push(`${what(el)} spans ${Math.round(r.left)}-${Math.round(r.right)}`)
      }
      // Prices: text with a dollar amount stays on screen, and an amount alone is never split over lines.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? ''
        if (!/\$\d/.test(text) || !node.parentElement || !visible(node.parentElement)) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const rects = Array.from(range.getClientRects()).filter((r) => r.width > 1)
        for (const r of rects)
          if (r.right > width + 0.5 || r.left < -0.5)
            out.push(`price "${text.slice(0, 30)}" spans ${Math.round(r.left)}-${Math.round(r.right)}`)
        if (/^[-−]?\$[\d,]+\.\d\d$/.test(text) && new Set(rects.map((r) => Math.round(r.top))).size > 1)
          out.push(`price "${text}" is split over lines`)
      }
      return out
    },
    { width, height },
  )
  // Soft: one run lists every screen that does not fit, not just the first.
  expect.soft(problems, `${label} at ${width}px`).toEqual([])
}

/** Runs the check at every phone width, then restores the project's own viewport. */
export async function expectFitsPhones(page: Page, label: string) {
  const original = page.viewportSize()
  for (const width of PHONE_WIDTHS) await expectNoSidewaysScroll(page, label, width)
  if (original) {
    await page.setViewportSize(original)
    await expectNoSidewaysScroll(page, label, original.width)
  }
}
