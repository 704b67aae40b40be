import { type ComponentType, type JSX, lazy, type ReactNode, Suspense, useState } from 'react'

// Interaction-level code splitting (decision 026): what a screen does not show at first (dialogs, menus,
// forms, other tabs) loads when first used, so the first screen downloads only what it draws.
// One helper per shape; each returns a component with `preload()` for a hover/focus head start.

type Loader<P> = () => Promise<ComponentType<P>>

/** A part that renders at once when mounted (a tab panel, a reminder), its code loaded on first mount.
 * Under a router transition (tab changes are), React keeps the old screen until the code is here.
 * Once the code is here (preloaded, or used before), a new mount renders it directly, with no
 * Suspense round and so no empty frame. The Suspense boundary is there either way, so a server's HTML
 * (decision 027) has the same shape whether or not that server had the code yet, and hydrates. */
export function lazyPart<P extends object>(load: Loader<P>, fallback: ReactNode = null) {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const get = () => {
    loading ??= load().then(
      (C) => {
        loaded = C
        return C
      },
      (err) => {
        loading = null // the next use tries again
        throw err
      },
    )
    return loading
  }
  const Part = lazy(() => get().then((C) => ({ default: C })))
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per part at module level, like React.lazy
  const LazyPart = (props: P) => {
    // Chosen once per mount: switching paths later would remount the part and lose its state.
    const [Ready] = useState(() => loaded)
    const all = props as P & JSX.IntrinsicAttributes
    return <Suspense fallback={fallback}>{Ready ? <Ready {...all} /> : <Part {...all} />}</Suspense>
  }
  // A failed head start is not an error: the part's own load, when it mounts, reports it.
  LazyPart.preload = () => void get().catch(() => {})
  /** The code, for a caller that must wait for it (a caller that needs the part drawn at once). */
  LazyPart.load = get
  return LazyPart
}

/** A controlled dialog whose code loads when `open` first turns true (ui/dialog.tsx uses it for Radix itself). A closed dialog draws nothing, so
 * nothing changes on screen before that; once opened it stays mounted, so closing (and Radix returning
 * focus to the button that opened it) works exactly as before. */
export function lazyDialog<P extends { open: boolean }>(load: Loader<P>) {
  // Its code and the dialog frame (ui/dialog-frame.tsx, Radix) in one round trip, not one after the other.
  const Part = lazyPart(() => Promise.all([load(), import('./dialog-frame')]).then(([C]) => C))
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per dialog at module level, like React.lazy
  const LazyDialog = (props: P) => {
    const [opened, setOpened] = useState(props.open)
    if (props.open && !opened) setOpened(true)
    return opened ? <Part {...props} /> : null
  }
  LazyDialog.preload = Part.preload
  return LazyDialog
}

/** A menu (or other popup with its own trigger) that is a plain stand-in button until first pressed; then
 * its code loads and the real one mounts already open (`children` must open itself on mount). The stand-in
 * carries the same look and label, and stays while the code loads, so nothing moves. Hovering or focusing
 * it starts the download early. */
export function OpenOnFirstPress({
  standIn,
  preload,
  children,
}: {
  standIn: (handlers: { onClick: () => void; onPointerEnter: () => void; onFocus: () => void }) => ReactNode
  preload: () => void
  children: ReactNode
}) {
  const [pressed, setPressed] = useState(false)
  const button = standIn({ onClick: () => setPressed(true), onPointerEnter: preload, onFocus: preload })
  if (!pressed) return button
  return <Suspense fallback={button}>{children}</Suspense>
}
