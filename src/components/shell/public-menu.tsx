import { Menu } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { ProfileDto } from '@/domain/schemas/profile'
import { MenuContent, MenuItem, MenuRoot, MenuSeparator, MenuTrigger } from './menu'
import { PAGES, ProfileDialog } from './public-nav'
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
        <MenuTrigger aria-label="Menu" className={triggerClassName}>
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
              <MenuItem onSelect={go('/friends')}>Friends</MenuItem>
              <MenuItem onSelect={go('/events/new')}>Create Event</MenuItem>
              {isAdmin(profile) && <MenuItem onSelect={go('/admin')}>Admin Portal</MenuItem>}
              <MenuItem onSelect={() => setManaging(true)}>Manage Profile</MenuItem>
              <MenuItem onSelect={toggle}>{theme === 'dark' ? 'Light theme' : 'Dark theme'}</MenuItem>
              <MenuSeparator />
              <MenuItem onSelect={signOut} className="text-red-500">
                Sign Out
              </MenuItem>
            </>
          ) : (
            <>
              <MenuItem onSelect={toggle}>{theme === 'dark' ? 'Light theme' : 'Dark theme'}</MenuItem>
              <MenuItem onSelect={go('/join')}>Join Event</MenuItem>
              <MenuItem onSelect={go('/auth')}>Sign In</MenuItem>
              <MenuItem onSelect={go('/auth?mode=signup')} className="font-semibold text-brand-700 dark:text-brand-400">
                Get Started
              </MenuItem>
            </>
          )}
        </MenuContent>
      </MenuRoot>
      {profile && <ProfileDialog profile={profile} open={managing} onOpenChange={setManaging} />}
    </>
  )
}
