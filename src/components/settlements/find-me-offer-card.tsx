import { useState } from 'react'
import { useUpdateProfile } from '@/components/shell/use-update-profile'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast'
import * as MY_TAB from '@/messages/my-tab'
import { DISMISSED } from './find-me-offer'

/** The offer itself (find-me-offer.tsx decides whether it shows): its code loads only when it does. */
export default function FindMeOfferCard({ className }: { className?: string }) {
  const update = useUpdateProfile()
  const [hidden, setHidden] = useState(false)
  if (hidden) return null
  const notNow = () => {
    try {
      localStorage.setItem(DISMISSED, '1')
    } catch {}
    setHidden(true)
  }
  const allow = async () => {
    try {
      await update.mutateAsync({ openToInvite: true })
      toast.success(MY_TAB.foundNow)
    } catch {
      toast.error(MY_TAB.profileUpdateFailed)
    }
  }
  return (
    <section
      aria-label={MY_TAB.beFound}
      className={cn('space-y-2 rounded-2xl border border-app bg-surface p-4', className)}
    >
      <p className="font-semibold text-app">{MY_TAB.letPeopleFindYou}</p>
      <p className="text-sm text-muted">{MY_TAB.beFoundExplained}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={allow} disabled={update.isPending} loading={update.isPending}>
          {MY_TAB.allow}
        </Button>
        <Button size="sm" variant="secondary" onClick={notNow}>
          {MY_TAB.notNow}
        </Button>
      </div>
    </section>
  )
}
