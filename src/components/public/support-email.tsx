import { DEFAULT_SUPPORT_EMAIL } from '@/domain/support'
import { cn } from '@/lib/cn'
import { useSiteStatus } from '@/lib/site-status'

/**
 * The support address as a mailto link: the one an admin set (read with the site status every page already
 * asks for), or the default until that answer is here and on pages drawn before it.
 */
export function SupportEmailLink({ className }: { className?: string }) {
  const address = useSiteStatus().data?.supportEmail || DEFAULT_SUPPORT_EMAIL
  return (
    <a
      href={`mailto:${address}`}
      className={cn('font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-400', className)}
    >
      {address}
    </a>
  )
}
