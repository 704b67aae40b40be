import { useNavigate } from 'react-router'
import { useSignOut } from '@/lib/session'
import { toast } from '@/lib/toast'
import * as SHELL from '@/messages/shell'

/** Signs out, then goes home; a failure shows 'Failed to sign out' and stays put. */
export function useSignOutAction(onError?: (message: string) => void) {
  const signOut = useSignOut()
  const navigate = useNavigate()
  return async () => {
    try {
      // Home first, then the session is forgotten: the other order lets the signed-in shell's redirect to
      // sign-in win over this navigation, which finishes later (it may load the page's code).
      await signOut(() => navigate('/', { replace: true }))
    } catch {
      if (onError) onError(SHELL.failedToSignOut)
      else toast.error(SHELL.failedToSignOut)
    }
  }
}
