import { type ComponentProps, type ReactNode, useId } from 'react'
import { cn } from '@/lib/cn'

export const inputClass =
  'w-full rounded-lg border border-app bg-surface px-3 py-2 text-app placeholder:text-muted/70 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:opacity-60'

type FieldShell = { label: string; hint?: ReactNode; error?: string | null; className?: string }

// Every input has a visible label that is also its accessible name (the field's name as people see it). Props go to
// the <input> itself, `ref` included, so react-hook-form's register() works on it (src/components/ui/form.tsx).
export function Field({ label, hint, error, className, ...props }: FieldShell & ComponentProps<'input'>) {
  return (
    <Labelled label={label} hint={hint} error={error} className={className}>
      {(id, aria) => <input id={id} className={inputClass} {...aria} {...props} />}
    </Labelled>
  )
}

export function TextareaField({ label, hint, error, className, ...props }: FieldShell & ComponentProps<'textarea'>) {
  return (
    <Labelled label={label} hint={hint} error={error} className={className}>
      {(id, aria) => <textarea id={id} className={cn(inputClass, 'min-h-24')} {...aria} {...props} />}
    </Labelled>
  )
}

export function SelectField({ label, hint, error, className, ...props }: FieldShell & ComponentProps<'select'>) {
  return (
    <Labelled label={label} hint={hint} error={error} className={className}>
      {(id, aria) => <select id={id} className={inputClass} {...aria} {...props} />}
    </Labelled>
  )
}

type Aria = { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

/** The label above a control and its hint or error below, tied to it by id (`children` draws the control). */
function Labelled({
  label,
  hint,
  error,
  className,
  children,
}: FieldShell & { children: (id: string, aria: Aria) => ReactNode }) {
  const id = useId()
  const aria: Aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-err` : hint ? `${id}-hint` : undefined,
  }
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-app">
        {label}
      </label>
      {children(id, aria)}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  )
}

export function CheckboxField({
  label,
  className,
  ...props
}: { label: string; className?: string } & ComponentProps<'input'>) {
  const id = useId()
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input id={id} type="checkbox" className="mt-1 h-4 w-4 accent-brand-500" {...props} />
      <label htmlFor={id} className="text-sm text-app">
        {label}
      </label>
    </div>
  )
}
