import { Link } from 'react-router'
import * as GUESTS from '@/messages/guests'

/** A guest account's one line (decision 053): what it may do, that it lives on this device, and the way out. */
export function GuestNotice() {
  return (
    <p className="border-b border-app bg-surface-2 px-4 py-2 text-center text-sm text-muted">
      {GUESTS.guestNotice}{' '}
      <Link to="/keep-tabs" className="font-medium text-brand-600 underline dark:text-brand-400">
        {GUESTS.keepMyTabs}
      </Link>
    </p>
  )
}
