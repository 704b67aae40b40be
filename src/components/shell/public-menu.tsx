import { Menu } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { ProfileDto } from '@/domain/schemas/profile'
import * as SHELL from '@/messages/shell-more'
import * as THEME from '@/messages/theme'
import { MenuContent, MenuItem, MenuRoot, MenuSeparator, MenuTrigger } from './menu'
import { ProfileDialog } from './public-nav'
import { PAGES } from './public-pages'
import { isAdmin } from './roles'
import { useThemeValue } from './theme-toggle'
import { useSignOutAction } from './use-sign-out-action'

/** The phone menu (Radix dropdown) with every public-navigation entry; opens as soon as it loads. */
export function PublicMenuDropdown({
  profile,
  triggerClassName,
}: {
  profile: ProfileDto | null
  triggerClassName: string
}) {
  const navigate = useNavigate()
  const [managing, setManaging] = useState(false)
  const signOut = useSignOutAction()
  const { theme, toggle } = useThemeValue()
  const go = (to: string) => () => navigate(to)
  return (
    <>
      <MenuRoot modal={false} defaultOpen>
        <MenuTrigger aria-label={SHELL.menu} className={triggerClassName}>
          <Menu size={20} aria-hidden="true" />
        </MenuTrigger>
        <MenuContent align="end" className="w-60">
          {PAGES.map((p) => (
            <MenuItem key={p.to} onSelect={go(p.to)}>
              {p.label}
            </MenuItem>
          ))}
          <MenuSeparator />
          {profile ? (
            <>
              <MenuItem onSelect={go('/friends')}>{SHELL.friends}</MenuItem>
              <MenuItem onSelect={go('/events/new')}>{SHELL.createEvent}</MenuItem>
              {isAdmin(profile) && <MenuItem onSelect={go('/admin')}>{SHELL.adminPortal}</MenuItem>}
              <MenuItem onSelect={() => setManaging(true)}>{SHELL.manageProfile}</MenuItem>
              <MenuItem onSelect={toggle}>{theme === 'dark' ? THEME.lightTheme : THEME.darkTheme}</MenuItem>
              <MenuSeparator />
              <MenuItem onSelect={signOut} className="text-red-500">
                {SHELL.signOut}
              </MenuItem>
            </>
          ) : (
            <>
              <MenuItem onSelect={toggle}>{theme === 'dark' ? THEME.lightTheme : THEME.darkTheme}</MenuItem>
              <MenuItem onSelect={go('/join')}>{SHELL.joinEvent}</MenuItem>
              <MenuItem onSelect={go('/auth')}>{SHELL.signIn}</MenuItem>
              <MenuItem onSelect={go('/auth?mode=signup')} className="font-semibold text-brand-700 dark:text-brand-400">
                {SHELL.getStarted}
              </MenuItem>
            </>
          )}
        </MenuContent>
      </MenuRoot>
      {profile && <ProfileDialog profile={profile} open={managing} onOpenChange={setManaging} />}
    </>
  )
}
