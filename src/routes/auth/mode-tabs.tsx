import { cn } from '@/lib/cn'
import * as AUTH from '@/messages/auth'
import type { Mode } from './auth-page'

// The 'Sign In' / 'Sign Up' toggle. Tabs (not buttons), so the form's own
// 'Sign In' / 'Sign Up' submit button stays the only button with that name.
export function ModeTabs({ mode, onChange }: { mode: Exclude<Mode, 'forgot'>; onChange: (m: Mode) => void }) {
  const tabs: Array<[Exclude<Mode, 'forgot'>, string]> = [
    ['signin', AUTH.signIn],
    ['signup', AUTH.signUp],
  ]
  return (
    <div role="tablist" aria-label={AUTH.signInOrSignUp} className="mb-6 grid grid-cols-2 rounded-xl bg-surface-2 p-1">
      {tabs.map(([value, label]) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={mode === value}
          onClick={() => onChange(value)}
          className={cn(
            'rounded-lg py-2 text-sm font-medium transition',
            mode === value ? 'bg-surface text-app shadow-sm dark:bg-[#2b3647]' : 'text-muted hover:text-app',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  )
}
