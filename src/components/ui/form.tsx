import { zodResolver } from '@hookform/resolvers/zod'
import type { ChangeEvent } from 'react'
import { type FieldValues, get, type Path, type UseFormReturn, useForm } from 'react-hook-form'
import type * as z from 'zod'
import { ApiRequestError } from '@/lib/api'

// Every form is driven by a zod schema from src/domain/schemas, the same one (or a form-shaped pipe into
// the same one) the worker validates with, so each message exists once (docs/decisions/016-forms.md).

// A form made by useZodForm; its output type does not matter to the helpers below.
// biome-ignore lint/suspicious/noExplicitAny: any output
type Form<V extends FieldValues> = UseFormReturn<V, unknown, any>

/**
 * A react-hook-form driven by `schema`: the submit handler receives the schema's output (the API body),
 * errors appear on submit, and an error goes away as soon as its field is edited (`fieldProps`).
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(schema: S, defaultValues: z.input<S>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // biome-ignore lint/suspicious/noExplicitAny: zodResolver's overloads do not narrow a generic schema
    resolver: zodResolver(schema as any),
    // biome-ignore lint/suspicious/noExplicitAny: DefaultValues<T> is a deep partial of the same shape
    defaultValues: defaultValues as any,
    mode: 'onSubmit',
    // Not re-checked while typing: the error under a field clears on its next edit instead (fieldProps).
    reValidateMode: 'onSubmit',
  })
}

/** The message under a field, if any (nested names such as 'tax.percent' work too). */
function fieldError<V extends FieldValues>(form: Form<V>, name: string): string | undefined {
  const message: unknown = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message
  return typeof message === 'string' ? message : undefined
}

/**
 * Props for one of our field components (Field, TextareaField, PasswordField, PriceField, EmailField):
 * registered with the form, its error under it (Field sets aria-invalid and aria-describedby), and the
 * error cleared when the field changes. `onEdit` runs after each change (e.g. to mirror the value).
 */
export function fieldProps<V extends FieldValues>(form: Form<V>, name: Path<V>, onEdit?: (value: string) => void) {
  const { onChange, ...registered } = form.register(name)
  return {
    ...registered,
    error: fieldError(form, name),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      if (get(form.formState.errors, name)) form.clearErrors(name)
      if (form.formState.errors.root) form.clearErrors('root' as Path<V>)
      onEdit?.(e.target.value)
      return onChange(e)
    },
  }
}

/**
 * Puts the server's `fields` (ApiRequestError) under the matching inputs; `rename` maps an API field to
 * the form's (e.g. priceCents -> price). Returns whether any field error was set.
 */
export function setServerErrors<V extends FieldValues>(
  form: Form<V>,
  err: unknown,
  rename: Record<string, string> = {},
): boolean {
  if (!(err instanceof ApiRequestError) || !err.fields) return false
  const names = Object.keys(form.getValues())
  let set = false
  for (const [apiName, message] of Object.entries(err.fields)) {
    const name = rename[apiName] ?? apiName
    if (!names.includes(name.split('.')[0] ?? name)) continue
    form.setError(name as Path<V>, { type: 'server', message })
    set = true
  }
  return set
}

/** The first error of the form (for forms that show one message, e.g. the item dialogs' alert). */
export function firstError<V extends FieldValues>(form: Form<V>, order: Path<V>[]): string | undefined {
  for (const name of order) {
    const message = fieldError(form, name)
    if (message) return message
  }
  return form.formState.errors.root?.message
}
