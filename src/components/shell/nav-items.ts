import { CalendarDays, type LucideIcon, UserRound, Users, Wallet } from 'lucide-react'

// The signed-in app's main destinations (spec, Global chrome: mobile bottom navigation).
// `soon`: the screen is not built yet, so the entry says so instead of leading to a dead end.
export const APP_NAV: Array<{ to: string; label: string; icon: LucideIcon; soon?: boolean }> = [
  { to: '/dashboard', label: 'My Events', icon: CalendarDays },
  { to: '/tabs', label: 'Open Tabs', icon: Wallet },
  { to: '/friends', label: 'Friends', icon: Users },
  { to: '/profile', label: 'Profile', icon: UserRound },
]
