import { Search, X } from 'lucide-react'
import { useId } from 'react'
import { inputClass } from '@/components/ui/field'
import { cn } from '@/lib/cn'
import * as PUBLIC from '@/messages/public'

// A <search> landmark with a real <label> (visually hidden: the icon and placeholder carry the
// meaning on screen, and the placeholder repeats the label's words so voice control matches).
export function SearchBox({
  label,
  value,
  onChange,
  className,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  className?: string
}) {
  const id = useId()
  return (
    <search className={cn('relative block', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        size={18}
        className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={`${label}…`}
        autoComplete="off"
        className={cn(inputClass, 'h-12 rounded-xl pl-11 pr-11 text-base [&::-webkit-search-cancel-button]:hidden')}
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={PUBLIC.clearSearch}
          className="absolute right-2 top-1/2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-app"
        >
          <X aria-hidden size={16} />
        </button>
      )}
    </search>
  )
}
