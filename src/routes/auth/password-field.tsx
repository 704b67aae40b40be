import { Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, useId, useState } from 'react'
import { inputClass } from '@/components/ui/field'
import { cn } from '@/lib/cn'
import * as AUTH from '@/messages/auth'

/** A password input with a visible label and a show/hide button (phones make typos easy). */
export function PasswordField({
  label,
  hint,
  error,
  ...props
}: { label: string; hint?: string; error?: string | null } & ComponentProps<'input'>) {
  const id = useId()
  const [shown, setShown] = useState(false)
  const describedBy = error ? `${id}-err` : hint ? `${id}-hint` : undefined
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-app">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className={cn(inputClass, 'pr-11')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          // Named by title, not aria-label, so getByLabel('Password') finds only the input.
          title={shown ? AUTH.hidePassword : AUTH.showPassword}
          aria-pressed={shown}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-app"
        >
          {shown ? <EyeOff size={17} aria-hidden="true" /> : <Eye size={17} aria-hidden="true" />}
        </button>
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} role="alert" className="text-sm text-red-500">
          {error}
        </p>
      )}
    </div>
  )
}
