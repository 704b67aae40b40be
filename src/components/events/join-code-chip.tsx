import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import * as EVENTS from '@/messages/events-more'

/** The join code in monospace with a copy button ('Copied' for 2 s, like every copy confirmation in the app). */
export function JoinCodeChip({ code }: { code: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
    } catch {
      // Clipboard blocked (http or permissions): the code is still visible to read out.
    }
  }
  return (
    <button
      type="button"
      onClick={copy}
      className="inline-flex items-center gap-2 rounded-lg border border-app bg-surface-2 px-2.5 py-1 font-mono text-sm tracking-wider"
      aria-label={copied ? EVENTS.joinCodeCopied(code) : EVENTS.copyJoinCode(code)}
    >
      {code}
      {copied ? <Check size={14} aria-hidden className="text-emerald-500" /> : <Copy size={14} aria-hidden />}
    </button>
  )
}
