import { useEffect } from 'react'
import { useBlocker } from 'react-router'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import * as EVENTS from '@/messages/events-more'

/**
 * Asks before leaving a dirty form: in-app navigation (links, back button) through react-router's
 * blocker and our own dialog; closing or reloading the tab through the browser's beforeunload prompt
 * (browsers show their own wording there and ignore ours).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )

  useEffect(() => {
    if (!when) return
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      e.returnValue = EVENTS.leaveQuestion // Older Chromium needs returnValue set to show the prompt.
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [when])

  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onStay={() => blocker.state === 'blocked' && blocker.reset()}
      onLeave={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  )
}

/** The question itself, also asked by a form's own Cancel when it closes without navigating. */
export function UnsavedChangesDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean
  onStay: () => void
  onLeave: () => void
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onStay()}
      title={EVENTS.unsavedChanges}
      description={EVENTS.leaveQuestion}
      // It answers a navigation the router is holding: an extra history entry would fight that one.
      backCloses={false}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onStay}>
          {EVENTS.stay}
        </Button>
        <Button variant="danger" onClick={onLeave}>
          {EVENTS.leave}
        </Button>
      </div>
    </Dialog>
  )
}
