import { CalendarDays, type LucideIcon, UserRound, Users, Wallet } from 'lucide-react'
import * as SHELL from '@/messages/shell'

// The signed-in app's main destinations: the phone's bottom navigation, and the first three in the wide top bar.
export const APP_NAV: Array<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/dashboard', label: SHELL.myEvents, icon: CalendarDays },
  { to: '/tabs', label: SHELL.openTabs, icon: Wallet },
  { to: '/friends', label: SHELL.friends, icon: Users },
  { to: '/profile', label: SHELL.profile, icon: UserRound },
]
