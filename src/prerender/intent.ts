// What a person did on a prerendered sign-in page before the app took it over (decision 025):
// recorded by app-on-first-use.ts, carried into the app's own form by useTakeOverPrerendered.

export type PrerenderedIntent = {
  /** The last (non-submit) button pressed, by its label. */
  click: { label: string } | null
  /** A form sent: its index among the page's forms. */
  submit: { form: number } | null
}

declare global {
  interface Window {
    opentabPrerendered?: PrerenderedIntent
  }
}

/** How the takeover finds the same button in the app's tree: the markup is the same components'. */
export function buttonLabel(button: Element) {
  return `${button.getAttribute('aria-label') ?? ''}|${button.textContent?.trim() ?? ''}`
}
