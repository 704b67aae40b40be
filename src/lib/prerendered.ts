import { useLayoutEffect } from 'react'
import { buttonLabel } from '@/prerender/intent'

/**
 * Some pages arrive as HTML prerendered at build time (decision 025): the markup sits in
 * <div id="prerendered"> beside the app's empty #root, so it stays on screen while the app loads. The app's
 * first real screen removes it in the same commit (a layout effect runs before the browser paints), so the
 * page is never blank and never drawn twice. A no-op on every other page.
 *
 * The sign-in pages can be used before the app starts (src/prerender/app-on-first-use.ts): what was typed
 * and where the caret was move into the app's identical form in that same commit, so no keystroke falls
 * between the two; a button pressed or a form sent meanwhile is then pressed or sent in the app.
 */
export function useTakeOverPrerendered() {
  useLayoutEffect(() => {
    const old = document.getElementById('prerendered')
    const root = document.getElementById('root')
    if (!old || !root) return
    carryFields(old, root)
    old.remove()
    const intent = window.opentabPrerendered
    if (!intent) return
    window.opentabPrerendered = undefined
    // After this commit, so the app's handlers see the values just carried over.
    setTimeout(() => replay(intent, root))
  }, [])
}

const FIELDS = 'input, textarea, select'

function carryFields(from: Element, to: Element) {
  const before = [...from.querySelectorAll<HTMLInputElement>(FIELDS)]
  const after = [...to.querySelectorAll<HTMLInputElement>(FIELDS)]
  const focused = document.activeElement
  before.forEach((field, i) => {
    const twin = after[i]
    // The same components drew both; anything else is left alone rather than guessed.
    if (!twin || twin.name !== field.name || twin.type !== field.type) return
    // Only what the person changed: anything the app fills in itself stays.
    if (field.type === 'checkbox' || field.type === 'radio') {
      if (field.checked !== field.defaultChecked && twin.checked !== field.checked) twin.click()
    } else if (field.value !== field.defaultValue && field.value !== twin.value) {
      // Through the native setter and an input event, as typing does, so React and the form library see it.
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(twin), 'value')?.set
      setter?.call(twin, field.value)
      twin.dispatchEvent(new Event('input', { bubbles: true }))
    }
    if (field === focused) {
      twin.focus()
      try {
        twin.setSelectionRange(field.selectionStart, field.selectionEnd, field.selectionDirection ?? undefined)
      } catch {
        // e-mail inputs have no selection API; the caret then sits at the end, where typing continues.
      }
    }
  })
}

function replay(intent: NonNullable<Window['opentabPrerendered']>, root: Element) {
  if (intent.click) {
    const label = intent.click.label
    const button = [...root.querySelectorAll('button')].find((b) => buttonLabel(b) === label)
    button?.click()
  }
  if (intent.submit) root.querySelectorAll('form')[intent.submit.form]?.requestSubmit()
}
