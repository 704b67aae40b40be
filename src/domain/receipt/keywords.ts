// What a receipt row's words say it is. Word patterns run on a normalised
// label (lower case, letters, digits, % and single spaces, digits split from
// letters); glued patterns run on the label with spaces removed, because OCR
// often drops spaces ("SUBTOTAL", "09:38PMT0TAL", "Sbt1w/Tax"). Word
// boundaries matter: "bottled" must not read as "ttl".

export type Role = 'subtotal' | 'tax' | 'tip' | 'total' | 'payment' | 'discount' | 'suggestion'

const words: Record<Role, RegExp> = {
  subtotal:
    /\bsub ?-?to?t[ae]?l\b|\bsub ?ttl\b|\bsubtl\b|\bsbtl?\b|\bnet (total|sales)\b|\btaxable (sales|amount|total)\b|\b(food|items?|merchandise|original) ?(sub ?)?(total|ttl)\b|^food$|^(food|bar|merchandise) sales$/,
  tax: /\btax(es)?\b|\btx\b|\btxtl\b|\bsales t[ae]x\b|\b(hst|gst|pst|vat)\b/,
  tip: /\btips?\b|\bgratuity\b|\bgratuities\b|\bgrat\b|\bservice ?(charge|chg|fee)\b|\bsvc ?chg\b/,
  total:
    /\bto?t[ae]?l\b|\btotl\b|\btl\b|\bttl\b|\bamount due\b|\bamt due\b|\bbalance\b|\bdue\b|\bgrand\b|\bnet amount\b/,
  payment:
    /\bcash\b|\bchange\b|\bchng\b|\bcg\b|\bvisa\b|\bmaster ?card\b|\bmc\b|\bamex\b|\bamerican express\b|\bdiscover\b|\bcredit\b|\bdebit\b|\bcard\b|\btender(ed)?\b|\bpayment\b|\bpaid\b|\bapprov|\bauth|\bacct\b|\baccount\b|\btransaction\b|^amount$|\bgift\b|\bcheck closed\b|\beftpos\b|\bcontactless\b|\bchip\b/,
  discount: /\bdiscount\b|\bcoupon\b|\bpromo\b|\bsavings?\b|\boff\b|\bcomp\b|\breward\b|\bloyalty\b|\bdisc\b/,
  suggestion:
    /suggest|\bguide\b|recommend|\btip calc|\bof sale\b|\bif you\b|\bwould you\b|\d ?% ?=|\btip (amount|options)\b/,
}

const glued: Partial<Record<Role, RegExp>> = {
  subtotal: /subto?t[ae]?l|subttl|sbttl|foodtotal|itemtotal|originalttl|nettotal/,
  tax: /salestax|taxtotal|totaltax/,
  tip: /gratuity|servicecharge/,
  total: /total(due)?$|totaldue|amountdue|balancedue|amtdue|ttl$/,
  payment: /creditcard|mastercard|visa|cashtend|etender/,
}

export function normaliseLabel(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/[^a-z0-9% ]+/g, ' ')
      // OCR swaps 0/o and 1/l inside words ("T0TAL", "Tota1").
      .replace(/(?<=[a-z])0|0(?=[a-z])/g, 'o')
      .replace(/(?<=[a-z])1|1(?=[a-z]{2})/g, 'l')
      .replace(/(?<=\d)(?=[a-z])|(?<=[a-z])(?=\d)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

export function labelRoles(label: string): Set<Role> {
  const norm = normaliseLabel(label)
  const squashed = norm.replace(/ /g, '')
  const roles = new Set<Role>()
  for (const role of Object.keys(words) as Role[]) {
    if (words[role].test(norm) || glued[role]?.test(squashed)) roles.add(role)
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

export function hasLetters(text: string, min = 2): boolean {
  return (text.match(/[A-Za-z]/g)?.length ?? 0) >= min
}
