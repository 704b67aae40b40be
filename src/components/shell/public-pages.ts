import * as SHELL from '@/messages/shell'

// The public pages every menu lists, in a module of their own: the root's static menu
// (static-page/static-public-menu.tsx) needs only these, not the public navigation's components.
export const PAGES = [
  { to: '/features', label: SHELL.features },
  { to: '/docs', label: SHELL.docs },
  { to: '/help', label: SHELL.help },
]
