import { LogOut, Moon, Settings2, ShieldCheck, Sun, UserRound } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { lazyDialog } from '@/components/ui/lazy-part'
import type { ProfileDto } from '@/domain/schemas/profile'
import * as SHELL from '@/messages/shell-more'
import * as THEME from '@/messages/theme'
import { Avatar } from './avatar'
import { MenuContent, MenuItem, MenuLabel, MenuRoot, MenuSeparator, MenuTrigger } from './menu'
import { isAdmin } from './roles'
import { useThemeValue } from './theme-toggle'
import { useSignOutAction } from './use-sign-out-action'
import { userMenuButton } from './user-menu'

// Its form (react-hook-form, zod) loads when chosen (decision 026).
const ManageProfileDialog = lazyDialog(() => import('./manage-profile-dialog').then((m) => m.ManageProfileDialog))

/** The avatar menu, mounted open on the first press (user-menu.tsx): Profile, Manage Profile, Admin Portal
 * (admins), theme, Sign Out. */
export function UserMenuDropdown({ profile }: { profile: ProfileDto }) {
  const navigate = useNavigate()
  const { theme, toggle } = useThemeValue()
  const signOut = useSignOutAction()
  const [managing, setManaging] = useState(false)
  const name = profile.firstName || profile.username
  return (
    <>
      <MenuRoot modal={false} defaultOpen>
        <MenuTrigger aria-label={SHELL.accountMenu} className={userMenuButton}>
          <Avatar name={name} />
        </MenuTrigger>
        <MenuContent align="end">
          <MenuLabel className="flex items-center gap-3 py-2 text-app">
            <Avatar name={name} />
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold">{name}</span>
              <span className="block truncate text-xs font-normal text-muted">@{profile.handle}</span>
            </span>
          </MenuLabel>
          <MenuSeparator />
          <MenuItem onSelect={() => navigate('/profile')}>
            <UserRound size={16} aria-hidden="true" /> {SHELL.profile}
          </MenuItem>
          <MenuItem onSelect={() => setManaging(true)}>
            <Settings2 size={16} aria-hidden="true" /> {SHELL.manageProfile}
          </MenuItem>
          {isAdmin(profile) && (
            <MenuItem onSelect={() => navigate('/admin')}>
              <ShieldCheck size={16} aria-hidden="true" /> {SHELL.adminPortal}
            </MenuItem>
          )}
          <MenuItem
            onSelect={(e) => {
              e.preventDefault() // keep the menu open so the change is visible
              toggle()
            }}
          >
            {theme === 'dark' ? <Sun size={16} aria-hidden="true" /> : <Moon size={16} aria-hidden="true" />}
            {theme === 'dark' ? THEME.lightTheme : THEME.darkTheme}
          </MenuItem>
          <MenuSeparator />
          <MenuItem onSelect={signOut} className="text-red-500 data-[highlighted]:bg-red-500/10">
            <LogOut size={16} aria-hidden="true" /> {SHELL.signOut}
          </MenuItem>
        </MenuContent>
      </MenuRoot>
      <ManageProfileDialog profile={profile} open={managing} onOpenChange={setManaging} />
    </>
  )
}
