import { lazyPart, OpenOnFirstPress } from '@/components/ui/lazy-part'
import type { ProfileDto } from '@/domain/schemas/profile'
import * as SHELL from '@/messages/shell'
import { Avatar } from './avatar'

export const userMenuButton = 'rounded-full outline-offset-2 transition hover:ring-2 hover:ring-brand-500/40'

// The Radix menu (and the Manage Profile dialog behind it) loads on the first press (decision 026).
const UserMenuDropdown = lazyPart(() => import('./user-menu-dropdown').then((m) => m.UserMenuDropdown))

/** The avatar button and its menu: Profile, Manage Profile, Admin Portal (admins), theme, Sign Out. */
export function UserMenu({ profile }: { profile: ProfileDto }) {
  return (
    <OpenOnFirstPress
      preload={UserMenuDropdown.preload}
      standIn={(on) => (
        <button
          type="button"
          aria-label={SHELL.accountMenu}
          aria-haspopup="menu"
          aria-expanded={false}
          className={userMenuButton}
          {...on}
        >
          <Avatar name={profile.firstName || profile.username} />
        </button>
      )}
    >
      <UserMenuDropdown profile={profile} />
    </OpenOnFirstPress>
  )
}
