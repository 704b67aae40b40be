// The menus' looks: the Radix menus (menu.tsx) and the plain menu of pages that ship no framework script
// (src/static-page/static-public-menu.tsx), which must not pull Radix in to get them.
export const MENU_CONTENT_CLASS =
  'z-50 min-w-56 overflow-hidden rounded-xl border border-app bg-surface p-1.5 text-app shadow-xl shadow-black/20'
export const MENU_ITEM_CLASS =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none transition'
export const MENU_SEPARATOR_CLASS = '-mx-1.5 my-1.5 h-px bg-[var(--border)]'
