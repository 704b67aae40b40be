import { Slot } from 'radix-ui'
import type { ButtonHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

const variants = {
  primary: 'bg-brand-500 text-emerald-950 hover:bg-brand-400 disabled:bg-brand-500/50',
  secondary: 'bg-surface-2 text-app border border-app hover:brightness-110',
  ghost: 'text-app hover:bg-surface-2',
  danger: 'bg-red-600 text-white hover:bg-red-500 disabled:bg-red-600/50',
  link: 'text-brand-500 underline-offset-4 hover:underline px-0',
} as const

const sizes = { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4', lg: 'h-12 px-6 text-lg', icon: 'h-10 w-10' } as const

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
  asChild?: boolean
  loading?: boolean
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild,
  loading,
  className,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button'
  return (
    <Comp
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-medium wrap-normal transition disabled:cursor-not-allowed disabled:opacity-70',
        variants[variant],
        sizes[size],
        className,
      )}
      aria-busy={loading || undefined}
      {...props}
    >
      {children}
    </Comp>
  )
}
