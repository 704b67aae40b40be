import { CalendarDays, type LucideIcon, UserRound, Users, Wallet } from 'lucide-react'

// The signed-in app's main destinations: the phone's bottom navigation, and the first three in the wide top bar.
export const APP_NAV: Array<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/dashboard', label: 'My Events', icon: CalendarDays },
  { to: '/tabs', label: 'Open Tabs', icon: Wallet },
  { to: '/friends', label: 'Friends', icon: Users },
  { to: '/profile', label: 'Profile', icon: UserRound },
]
