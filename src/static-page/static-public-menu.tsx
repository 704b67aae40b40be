import { MENU_CONTENT_CLASS, MENU_ITEM_CLASS, MENU_SEPARATOR_CLASS } from '@/components/shell/menu-classes'
import { PAGES } from '@/components/shell/public-pages'
import { cn } from '@/lib/cn'
import { themeMenuLabel } from '@/lib/theme'
import * as SHELL from '@/messages/shell'

const STATIC_MENU_ID = 'public-menu'

const item = cn(MENU_ITEM_CLASS, 'w-full text-left hover:bg-surface-2 focus:bg-surface-2')

/**
 * The phone menu of the prerendered landing page (decision 025): the signed-out entries of the app's Radix
 * menu (public-menu.tsx), as plain links in a hidden panel that landing-script.ts opens under the header's
 * Menu button (where Radix puts its menu: aligned to the button's right edge, 8px below it).
 */
export function StaticPublicMenu() {
  return (
    <div
      id={STATIC_MENU_ID}
      role="menu"
      aria-label={SHELL.menu}
      hidden
      className={cn(MENU_CONTENT_CLASS, 'fixed right-4 top-[54px] w-60 lg:hidden')}
    >
      {PAGES.map((p) => (
        <a key={p.to} role="menuitem" tabIndex={-1} href={p.to} className={item}>
          {p.label}
        </a>
      ))}
      <hr className={cn(MENU_SEPARATOR_CLASS, 'border-0')} />
      <button type="button" role="menuitem" tabIndex={-1} data-theme-item="" className={item}>
        {themeMenuLabel('dark')}
      </button>
      <a role="menuitem" tabIndex={-1} href="/join" className={item}>
        {SHELL.joinEvent}
      </a>
      <a role="menuitem" tabIndex={-1} href="/auth" className={item}>
        {SHELL.signIn}
      </a>
      <a
        role="menuitem"
        tabIndex={-1}
        href="/auth?mode=signup"
        className={cn(item, 'font-semibold text-brand-700 dark:text-brand-400')}
      >
        {SHELL.getStarted}
      </a>
    </div>
  )
}
