import { useEffect } from 'react'
import * as SHELL from '@/messages/shell-more'

/** Sets the tab title (also what screen readers announce on navigation). */
export function useTitle(title: string) {
  useEffect(() => {
    document.title = title ? SHELL.pageTitle(title) : 'OpenTab'
  }, [title])
}
