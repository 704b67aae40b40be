import { useLayoutEffect } from 'react'

/**
 * Some pages arrive as HTML prerendered at build time (decision 025): the markup sits in
 * <div id="prerendered"> beside the app's empty #root, so it stays on screen while the app loads. The app's
 * first real screen removes it in the same commit (a layout effect runs before the browser paints), so the
 * page is never blank and never drawn twice. A no-op on every other page.
 */
export function useTakeOverPrerendered() {
  useLayoutEffect(() => {
    document.getElementById('prerendered')?.remove()
  }, [])
}
