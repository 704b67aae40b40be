import { Copy, Link2Off } from 'lucide-react'
import { actionMessage } from '@/components/items/use-event-action'
import { Button } from '@/components/ui/button'
import { useMakeTabLink, useRevokeTabLink, useTabLink } from '@/lib/tab-link'
import { toast } from '@/lib/toast'
import * as COMMON from '@/messages/common'
import * as TAB_LINK from '@/messages/tab-link'

/**
 * A guest account's way to its tab from another device (decision 055): copy a link only it gets, see it,
 * turn it off. The same link is given again until it is turned off.
 */
export default function TabLinkCard({ eventId }: { eventId: string }) {
  const current = useTabLink(eventId)
  const make = useMakeTabLink(eventId)
  const revoke = useRevokeTabLink(eventId)
  const link = current.data?.link ?? null

  const copy = async () => {
    let url: string
    try {
      url = (await make.mutateAsync()).url
    } catch (err) {
      toast.error(actionMessage(err, COMMON.somethingWentWrong))
      return
    }
    try {
      await navigator.clipboard.writeText(url)
      toast.success(TAB_LINK.tabLinkCopied)
    } catch {
      // Some browsers refuse the clipboard: the address is on screen to copy by hand.
    }
  }
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => toast.success(TAB_LINK.tabLinkOff),
      onError: (err) => toast.error(actionMessage(err, COMMON.somethingWentWrong)),
    })

  return (
    <section
      aria-label={TAB_LINK.tabLinkTitle}
      className="space-y-3 rounded-2xl border border-app bg-surface p-4"
      data-testid="tab-link"
    >
      <h2 className="font-semibold">{TAB_LINK.tabLinkTitle}</h2>
      <p className="text-sm text-muted">{TAB_LINK.tabLinkExplain}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={copy} disabled={make.isPending} loading={make.isPending}>
          <Copy aria-hidden size={16} /> {TAB_LINK.copyMyTabLink}
        </Button>
        {link && (
          <Button size="sm" variant="secondary" onClick={turnOff} disabled={revoke.isPending}>
            <Link2Off aria-hidden size={16} /> {TAB_LINK.turnOffTabLink}
          </Button>
        )}
      </div>
      {link && (
        <label className="block text-sm font-medium">
          {TAB_LINK.tabLinkAddress}
          <input
            readOnly
            value={link.url}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 block h-10 w-full rounded-lg border border-app bg-surface-2 px-3 text-sm font-normal text-app"
          />
        </label>
      )}
    </section>
  )
}
