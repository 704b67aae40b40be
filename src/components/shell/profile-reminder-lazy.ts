import { lazyPart } from '@/components/ui/lazy-part'

// Only someone without a first name sees the reminder: its code (and the better-auth client it reads) loads
// then (decision 026). The dashboard draws it; the app shell starts its download as soon as it knows the
// first name is missing, so it comes beside the dashboard's own code, not after it.
export const ProfileReminder = lazyPart(() => import('./profile-reminder').then((m) => m.ProfileReminder))
