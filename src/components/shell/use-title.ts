import { useEffect } from 'react'

/** Sets the tab title (also what screen readers announce on navigation). */
export function useTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · OpenTab` : 'OpenTab'
  }, [title])
}
