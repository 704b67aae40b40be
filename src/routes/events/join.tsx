import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, LogIn, Ticket, UserPlus } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { GuestJoinForm } from '@/components/events/guest-join-form'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { fieldProps, useZodForm } from '@/components/ui/form'
import { FullPageSpinner } from '@/components/ui/spinner'
import { normalizeJoinCode } from '@/domain/join-code'
import { joinSchema } from '@/domain/schemas/event'
import { errorMessage } from '@/lib/api'
import { client, unwrap } from '@/lib/client'
import { useJoinPreview } from '@/lib/join-preview'
import { useSession } from '@/lib/session'
import * as EVENT_PAGES from '@/messages/event-pages-more'
import * as GUESTS from '@/messages/guests'

// docs/product.md#33-joining: a signed-out visitor's code survives sign-up, confirmation and profile completion
// under this key; the sign-in page sends them back to /join/{code}, which joins once.
const PENDING_KEY = 'pending_join_code'

const store = {
  set: (code: string) => {
    try {
      if (code) localStorage.setItem(PENDING_KEY, code)
      else localStorage.removeItem(PENDING_KEY)
    } catch {} // Storage can be disabled (private mode); joining still works, only the memory is lost.
  },
  get: () => {
    try {
      return localStorage.getItem(PENDING_KEY) ?? ''
    } catch {
      return ''
    }
  },
}

export default function Component() {
  useTitle(EVENT_PAGES.joinAnEvent)
  const { joinCode } = useParams()
  const session = useSession()
  const navigate = useNavigate()
  const qc = useQueryClient()
  const form = useZodForm(joinSchema, { code: (joinCode ?? store.get()).toUpperCase() })
  const code = form.watch('code')
  const autoJoined = useRef(false)
  const signedIn = session.status === 'signed-in'
  const preview = useJoinPreview(code)

  const join = useMutation({
    mutationFn: (raw: string) => unwrap(client.api.join.$post({ json: { code: raw } })),
    onMutate: () => form.clearErrors(),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['events'] }),
    onError: (err) => form.setError('code', { type: 'server', message: errorMessage(err, EVENT_PAGES.joinFailed) }),
  })

  // A signed-in visit to /join/CODE joins by itself, once (the ref survives StrictMode's double effect).
  useEffect(() => {
    if (!signedIn || !joinCode || autoJoined.current) return
    autoJoined.current = true
    store.set('')
    join.mutate(normalizeJoinCode(joinCode))
  }, [signedIn, joinCode, join])

  // Signed out: remember the code from the link so it is still there after signing in.
  useEffect(() => {
    if (session.status === 'signed-out' && joinCode) store.set(normalizeJoinCode(joinCode))
  }, [session.status, joinCode])

  const joined = join.data
  useEffect(() => {
    if (!joined) return
    const timer = setTimeout(
      () => navigate(`/events/${joined.event_id}`, { replace: true, state: { title: joined.event_title } }),
      2000,
    )
    return () => clearTimeout(timer)
  }, [joined, navigate])

  if (session.status === 'loading') return <FullPageSpinner />

  if (joined) {
    return (
      <Shell>
        <div role="status" className="text-center">
          <CheckCircle2 aria-hidden size={48} className="mx-auto text-brand-500" />
          <h1 className="mt-4 text-2xl font-bold text-app">{EVENT_PAGES.joined}</h1>
          <p className="mt-2 text-muted">
            {EVENT_PAGES.youreIn} <strong className="text-app">{joined.event_title}</strong>
            {EVENT_PAGES.takingYouThere}
          </p>
          <Button asChild variant="secondary" className="mt-6">
            <Link to={`/events/${joined.event_id}`} replace>
              {EVENT_PAGES.goToEventNow}
            </Link>
          </Button>
        </div>
      </Shell>
    )
  }

  const submit = form.handleSubmit(({ code }) => {
    if (!signedIn) return store.set(normalizeJoinCode(code))
    store.set('')
    join.mutate(normalizeJoinCode(code))
  })
  const codeProps = fieldProps(form, 'code', (next) => {
    if (!signedIn) store.set(next.trim())
  })
  const redirect = encodeURIComponent(code.trim() ? `/join/${normalizeJoinCode(code)}` : '/join')
  const found = preview.data
  const previewError = preview.error ? errorMessage(preview.error, EVENT_PAGES.joinFailed) : undefined

  return (
    <Shell>
      <div className="text-center">
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-500/15 text-brand-500">
          <Ticket aria-hidden size={24} />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-app">{EVENT_PAGES.joinAnEvent}</h1>
        <p className="mt-1 text-sm text-muted">{EVENT_PAGES.joinIntro}</p>
      </div>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        <Field
          label={EVENT_PAGES.joinCode}
          placeholder={EVENT_PAGES.joinCodePlaceholder}
          hint={EVENT_PAGES.joinCodeFormat}
          {...codeProps}
          error={codeProps.error ?? previewError}
          maxLength={9}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.2em]"
          onChange={(e) => {
            e.target.value = e.target.value.toUpperCase()
            return codeProps.onChange(e)
          }}
        />
        {found && <JoinPreviewLine title={found.title} hostName={found.hostName} />}
        {signedIn && (
          <Button type="submit" className="w-full" disabled={join.isPending} loading={join.isPending}>
            {join.isPending ? EVENT_PAGES.joining : EVENT_PAGES.joinEvent}
          </Button>
        )}
      </form>
      {!signedIn && (
        <div className="mt-4 space-y-3">
          {found?.guestsAllowed && found.open && (
            <GuestJoinForm
              code={normalizeJoinCode(code)}
              placeholders={found.placeholders}
              onJoined={() => store.set('')}
            />
          )}
          {found && !found.guestsAllowed && <Alert tone="info">{GUESTS.guestsOff}</Alert>}
          <div className="space-y-3">
            {found?.guestsAllowed && found.open ? (
              <p className="text-sm text-muted">{GUESTS.orWithAccount}</p>
            ) : (
              <Alert tone="info">
                {code.trim() ? EVENT_PAGES.codeSaved : ''}
                {EVENT_PAGES.signInToJoin}
              </Alert>
            )}
            {/* Side by side where both labels fit whole, else one under the other. */}
            <div className="flex flex-wrap gap-3">
              <Button asChild className="min-w-max flex-1">
                <Link to={`/auth?redirect=${redirect}`}>
                  <LogIn aria-hidden size={18} /> {EVENT_PAGES.signIn}
                </Link>
              </Button>
              <Button asChild variant="secondary" className="min-w-max flex-1">
                <Link to={`/auth?mode=signup&redirect=${redirect}`}>
                  <UserPlus aria-hidden size={18} /> {EVENT_PAGES.createAccount}
                </Link>
              </Button>
            </div>
          </div>
        </div>
      )}
    </Shell>
  )
}

/** The event a whole code opens, before joining: its title and who hosts it. */
function JoinPreviewLine({ title, hostName }: { title: string; hostName: string }) {
  return (
    <div role="status" className="rounded-xl border border-app bg-surface-2 px-4 py-3 text-center">
      <p className="font-semibold text-app">{title}</p>
      <p className="text-sm text-muted">{GUESTS.hostedBy(hostName)}</p>
    </div>
  )
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-app bg-surface p-6 shadow-sm sm:p-8">{children}</div>
    </main>
  )
}
