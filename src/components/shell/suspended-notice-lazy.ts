import { lazyPart } from '@/components/ui/lazy-part'

// Only a suspended account sees the notice: its code loads then (decision 026), not on every signed-in page.
export const SuspendedNotice = lazyPart(() => import('./suspended-notice').then((m) => m.SuspendedNotice))
