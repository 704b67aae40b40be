import { XCircle } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import * as AUTH from '@/messages/auth'

/** What a link that did not work says (a confirmation, a sign-in link): why, and the way to sign in. */
export function FailedNotice({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="flex flex-col items-center">
      <XCircle size={44} className="text-red-500" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-muted">{message}</p>
      <Button asChild className="mt-6">
        <Link to="/auth">{AUTH.goToSignIn}</Link>
      </Button>
    </div>
  )
}
