// What a receipt row's words say it is. Patterns are written against a
// normalised label (lower case, letters, digits, % and single spaces) and also
// tried on the label with spaces removed, since OCR often glues words together
// ("SUBTOTAL", "SALESTOTAL", "Sbt1w/Tax").

export type Role = 'subtotal' | 'tax' | 'tip' | 'total' | 'payment' | 'discount' | 'suggestion'

const patterns: Record<Role, RegExp[]> = {
  subtotal: [
    /sub ?-?to?ta?l|subttl|subtl|sbtl|sbt|net ?total|taxable ?(sales|amount|total)|(food|item|merchandise|original) ?(sub)?(total|ttl)|^food$|^(food|bar) ?sales$/,
  ],
  tax: [/ta[xk](?!able|i)|^tx|txtl|sales ?t[ae]x|\b(hst|gst|pst|vat)\b/],
  tip: [/\btips?\b|gratuity|gratuities|\bgrat\b|service ?(charge|chg|fee)|svc ?chg/],
  total: [/to?ta?l|totl|\btl\b|ttl|amount ?due|amt ?due|balance|\bdue\b|grand|net ?amount/],
  payment: [
    /cash|change|chng|^cg$|visa|master|amex|americanexpress|discover|credit|debit|card|tender|payment|paid|approv|auth|acct|account|\bmc\b|transaction|^amount$|gift|check ?closed|\bpaid\b|eftpos|contactless|chip/,
  ],
  discount: [/discount|coupon|promo|savings|\boff\b|\bcomp\b|reward|loyalty|\bdisc\b/],
  suggestion: [/suggest|guide|recommend|tip ?calc|of sale|tip ?(amount|options)|if you|would you|\d+ ?% ?=/],
}

export function normaliseLabel(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/[^a-z0-9% ]+/g, ' ')
      // OCR swaps 0/o and 1/l inside words ("T0TAL", "Tota1").
      .replace(/(?<=[a-z])0|0(?=[a-z])/g, 'o')
      .replace(/(?<=[a-z])1|1(?=[a-z]{2})/g, 'l')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

export function labelRoles(label: string): Set<Role> {
  const norm = normaliseLabel(label)
  const squashed = norm.replace(/ /g, '')
  const roles = new Set<Role>()
  for (const [role, list] of Object.entries(patterns) as [Role, RegExp[]][]) {
    if (list.some((re) => re.test(norm) || re.test(squashed))) roles.add(role)
  }
  // "Total Tax", "Tax total": a tax line. "Subtotal": not a total. "Sub total w/ tax": a total.
  if (roles.has('subtotal')) roles.delete('total')
  if (roles.has('tax') && /w ?tax|with ?tax|incl/.test(norm)) {
    roles.delete('tax')
    roles.delete('subtotal')
    roles.add('total')
  }
  if (roles.has('tax')) {
    roles.delete('total')
    roles.delete('subtotal')
  }
  if (/%/.test(label) && /=/.test(label)) roles.add('suggestion')
  return roles
}

/** Words that only appear in a summary block (not in item names). */
export function isSummaryRole(roles: Set<Role>): boolean {
  return roles.has('subtotal') || roles.has('tax') || roles.has('total')
}

export function hasLetters(text: string, min = 2): boolean {
  return (text.match(/[A-Za-z]/g)?.length ?? 0) >= min
}
