import { useNavigate } from 'react-router'
import { openMessenger } from '@/lib/messenger-store'
import { useNarrowScreen } from '@/lib/use-narrow-screen'

/** Opens messages (optionally with one person): the modal from 768 px up, the /messages page below. */
export function useOpenMessages() {
  const narrow = useNarrowScreen()
  const navigate = useNavigate()
  return (personId: string | null = null) => {
    if (narrow) navigate(personId ? `/messages?with=${encodeURIComponent(personId)}` : '/messages')
    else openMessenger(personId)
  }
}
