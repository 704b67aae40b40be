import { DropdownMenu as M } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { MENU_CONTENT_CLASS, MENU_ITEM_CLASS, MENU_SEPARATOR_CLASS } from './menu-classes'

// Styled Radix dropdown pieces shared by the avatar, notifications and phone menus.
export const MenuRoot = M.Root
export const MenuTrigger = M.Trigger

export function MenuContent({ className, ...props }: ComponentProps<typeof M.Content>) {
  return (
    <M.Portal>
      <M.Content sideOffset={8} collisionPadding={8} className={cn(MENU_CONTENT_CLASS, className)} {...props} />
    </M.Portal>
  )
}

export function MenuItem({ className, ...props }: ComponentProps<typeof M.Item>) {
  return (
    <M.Item
      className={cn(
        MENU_ITEM_CLASS,
        'data-[highlighted]:bg-surface-2 data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    />
  )
}

export function MenuSeparator() {
  return <M.Separator className={MENU_SEPARATOR_CLASS} />
}

export function MenuLabel({ className, ...props }: ComponentProps<typeof M.Label>) {
  return <M.Label className={cn('px-2.5 py-1.5 text-xs font-medium text-muted', className)} {...props} />
}
