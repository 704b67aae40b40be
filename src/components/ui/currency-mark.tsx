/**
 * The currency's mark inside the start of an amount input ("$", "€", "KWD"), for inputs that hold a bare
 * number. Decorative: the input's label names the amount. Give the input `currencyMarkPadding(symbol)`.
 */
export function CurrencyMark({ symbol }: { symbol: string }) {
  return (
    <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted" aria-hidden>
      {symbol}
    </span>
  )
}

/** Room for the mark: one character, or a code such as "KWD" / "CHF". */
export const currencyMarkPadding = (symbol: string) => (symbol.length > 1 ? 'pl-14' : 'pl-7')
