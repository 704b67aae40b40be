import {
  EmptyNotifications,
  NotificationActions,
  NotificationItems,
} from '@/components/notifications/notification-list'
import { useTitle } from '@/components/shell/use-title'
import { Alert } from '@/components/ui/alert'
import { Card } from '@/components/ui/card'
import { FullPageSpinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api'
import { useNotifications } from '@/lib/notifications'
import * as COMMON from '@/messages/common'
import * as NOTIFICATIONS from '@/messages/notifications-more'

/** /notifications: the latest 50 (docs/product.md#91-notifications), with the bell's actions. */
export default function Component() {
  useTitle(NOTIFICATIONS.notifications)
  const query = useNotifications()
  if (query.isPending) return <FullPageSpinner />
  if (query.isError)
    return (
      <main className="mx-auto max-w-3xl p-6">
        <Alert tone="error">{errorMessage(query.error, COMMON.loadFailed)}</Alert>
      </main>
    )
  const { notifications, unread } = query.data
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-app sm:text-3xl">{NOTIFICATIONS.notifications}</h1>
        <NotificationActions list={notifications} unread={unread} />
      </div>
      <Card className="mt-6 p-2">
        {notifications.length === 0 ? <EmptyNotifications /> : <NotificationItems list={notifications} hideable />}
      </Card>
    </main>
  )
}
