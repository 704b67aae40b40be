import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Messenger } from '@/components/messages/messenger'
import { useTitle } from '@/components/shell/use-title'
import { FullPageSpinner } from '@/components/ui/spinner'
import { openMessenger } from '@/lib/messenger-store'
import { useSession } from '@/lib/session'
import { useNarrowScreen } from '@/lib/use-narrow-screen'
import * as DIRECT_MESSAGES from '@/messages/direct-messages'

/** /messages: the phone's messages screen (under 768 px); wider screens open the modal instead. */
export default function Component() {
  useTitle(DIRECT_MESSAGES.messages)
  const session = useSession()
  const narrow = useNarrowScreen()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const selected = params.get('with')
  useEffect(() => {
    if (narrow) return
    // A wide window on /messages (a bookmark, a resized window): the modal, over the dashboard.
    openMessenger(selected)
    navigate('/dashboard', { replace: true })
  }, [narrow, selected, navigate])
  if (session.status !== 'signed-in' || !narrow) return <FullPageSpinner />
  return (
    <main className="mx-auto flex h-[calc(100dvh-3.5rem-6rem)] w-full max-w-3xl flex-col px-4 pt-4">
      {!selected && <h1 className="mb-3 text-2xl font-bold text-app">{DIRECT_MESSAGES.messages}</h1>}
      <Messenger
        meId={session.me.profile.id}
        selected={selected}
        onSelect={(id) => setParams(id ? { with: id } : {})}
        split={false}
      />
    </main>
  )
}
