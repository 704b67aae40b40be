import { useCallback, useEffect, useRef, useState } from 'react'

/** Receipt error texts disappear after 3 s: they report a moment's failure, not a lasting state. */
const RECEIPT_ERROR_MS = 3000

/** A message that clears itself after `ms` (receipt errors last 3 s); a new one restarts the clock. */
export function useFlashMessage(ms = RECEIPT_ERROR_MS) {
  const [message, setMessage] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const flash = useCallback(
    (text: string | null) => {
      clearTimeout(timer.current)
      setMessage(text)
      if (text) timer.current = setTimeout(() => setMessage(null), ms)
    },
    [ms],
  )
  useEffect(() => () => clearTimeout(timer.current), [])
  return [message, flash] as const
}
