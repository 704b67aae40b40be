// What a receipt row's words say it is. Word patterns run on a normalised
// label (lower case, letters, digits, % and single spaces, digits split from
// letters); glued patterns run on the label with spaces removed, because OCR
// often drops spaces ("SUBTOTAL", "09:38PMT0TAL", "Sbt1w/Tax"). Word
// boundaries matter: "bottled" must not read as "ttl". Receipts abroad use their own words for the
// same roles: JUMLAH (Malay), SUMME/GESAMT (German), TOTAL TTC / TOTAL HT (French), GST/VAT/SST/MwSt/TVA
// taxes, TUNAI/BAR cash and KEMBALI/RÜCKGELD change, and a rounding line to the nearest coin.

export type Role =
  | 'subtotal'
  | 'tax'
  | 'tip'
  | 'total'
  | 'payment'
  | 'discount'
  | 'suggestion'
  | 'rounding'
  /** What the discounts already taken off came to ("You saved $1.10", "TOTAL SAVINGS 3.20"): no money of the bill. */
  | 'memo'

const words: Record<Role, RegExp> = {
  subtotal:
    /\bsub ?-?to?t[ae]?l\b|\bzwischensumme\b|\bsous ?-?total\b|\bsub ?jumlah\b|\bjumlah kecil\b|\b(total|montant) ht\b|\bsub ?ttl\b|\bsubtl\b|\bsbtl?\b|\bnet (total|sales)\b|\btaxable (sales|amount|total)\b|\bgross (amt|amount|sales|total)\b|\b(food|items?|merchandise|original) ?(sub ?)?(total|ttl)\b|^food$|^(food|bar|merchandise) sales$|^food (and )?bev(erage)?s?$/,
  // "Tax1" reads "taxl" once the 1-for-l repair above has run ("Tota1" -> "total").
  tax: /\btax(es|l)?\b|\btx\b|\btxtl\b|\bsales t[ae]x\b|\b(hst|gst|pst|qst|vat|sst|mwst|ust|tva|iva|btw|moms|mva|ppn|pb ?l)\b|\bmehrwertsteuer\b|\bcukai\b/,
  tip: /\btips?\b|\bgratuity\b|\bgratuities\b|\bgrat\b|\bservice ?(charge|chg|fee)\b|\bserv (charge|chg)\b|\bsvc ?chg\b/,
  total:
    /\bto?t[ae]?l\b|\bjumlah\b|\bsumme\b|\bgesamt(betrag)?\b|\bbetrag\b|\bzu zahlen\b|\bmontant\b|\bttc\b|\bnet a payer\b|\btotaal\b|\btotale\b|\bimporte\b|\bpayable\b|\btotl\b|\btl\b|\bttl\b|\bamount due\b|\bamt due\b|\bbalance\b|\bdue\b|\bgrand\b|\bnet (amount|amt)\b/,
  payment:
    /\bcash\b|\bchange\b|\bchng\b|\bcg\b|\bvisa\b|\bmaster ?card\b|\bmc\b|\bamex\b|\bamerican express\b|\bdiscover\b|\bcredit\b|\bdebit\b|\bcard\b|\btender(ed)?\b|\baccepted\b|\breceived\b|\bpayment\b|\bpaid\b|\bapprov|\bauth|\bacct\b|\baccount\b|\btransaction\b|^amount$|\bgift\b|\bcheck closed\b|\beftpos\b|\bcontactless\b|\bchip\b|\btunai\b|\bkembali(an)?\b|\bbaki\b|\bgegeben\b|\bgeg\b|\br(ue|u)? ?ckgeld\b|\bwechselgeld\b|\besp ?ces\b|\brendu\b|\befectivo\b|\bcambio\b|\bkad\b/,
  discount:
    /\bdiscount\b|\bcoupon\b|\bpromo\b|\bsavings?\b|\boff\b|\bcomp\b|\breward\b|\bloyalty\b|\bdisc\b|\brabatt\b|\bremise\b|\bdiskaun\b|\bdiskon\b|\bpotongan\b|\bdescuento\b/,
  suggestion:
    /suggest|\bguide\b|recommend|\btip calc|\bof sale\b|\bif you\b|\bwould you\b|\d ?% ?=|\btip (amount|options)\b/,
  rounding: /\bround(ing)?\b|\brounding adj|\brnd\b|\bpembulatan\b|\brundung\b|\barrondi|\bredondeo\b/,
  memo: /\b(you|u) saved\b|\btotal sav(ings?|ed)\b|\byour savings\b|\bsavings (today|this trip)\b/,
}

const glued: Partial<Record<Role, RegExp>> = {
  subtotal:
    /subto?t[ae]?l|subttl|sbttl|foodtotal|itemtotal|originalttl|nettotal|^(total|montant)ht$|^total(excl?|exclusive|before|ex)(gst|vat|tax|sst|mwst)/,
  tax: /salestax|taxtotal|totaltax/,
  // "YOUSAVED$1.40": OCR glues the sign on, and "ED$" reads as a currency mark.
  memo: /yousav|totalsavings/,
  tip: /gratuity|servicecharge/,
  // "TOTALTTC", "TotalAUD", "GRANDTOTAL": a total glued to a short word or a currency code.
  total:
    /total(due)?$|totaldue|amountdue|balancedue|amtdue|ttl$|^jumlah|^summe|^(grand)?total(ttc|[a-z]{2,3})$|^netapayer|^zuzahlen|^totalincl?(gst|vat|tax|sst|mwst)/,
  payment: /creditcard|mastercard|visa|cashtend|etender/,
  rounding: /rounding|roundingadj|pembulatan/,
}

export function normaliseLabel(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/[^a-z0-9% ]+/g, ' ')
      // OCR swaps 0/o and 1/l inside words ("T0TAL", "Tota1").
      .replace(/(?<=[a-z])0|0(?=[a-z])/g, 'o')
      // ...but a 1 with a digit after it is a number ("TAX14%" is TAX 1 at 4%, "Grat18%" is 18%).
      .replace(/(?<=[a-z])1(?!\d)|1(?=[a-z]{2})/g, 'l')
      .replace(/(?<=\d)(?=[a-z])|(?<=[a-z])(?=\d)/g, ' ')
      // "ExclGST", "InclVAT", "TOTALINCL", "TOTALPAYABLE", "Totalbefore tip": OCR drops the space before the tax's name and
      // after "total".
      .replace(/\b(excl|incl|inkl)(?=(gst|vat|tax|sst|mwst)\b)/g, '$1 ')
      .replace(/\btotal(?=(excl?|incl?|inkl|payable|due|before|after)\b)/g, 'total ')
      // "GSTID", "GSTTAAMT": OCR glues the word after a tax's name on (no word starts with GST or SST).
      .replace(/\b(gst|sst)(?=[a-z])/g, '$1 ')
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
  if (roles.size === 0) {
    const misread = misreadWord(norm)
    if (misread) roles.add(misread)
  }
  // "Total Tax", "Tax total": a tax line. "Subtotal": not a total. "Sub total w/ tax", "Jumlah termasuk GST",
  // "Total incl. VAT": a total; "inkl. MwSt 1,60" alone is the tax inside the total. "Total excl. GST": a subtotal.
  if (roles.has('subtotal')) roles.delete('total')
  if (roles.has('tax') && /\b(excl?|excluding|exclusive|before|without|w ?o|ex|netto|net)\b/.test(norm)) {
    roles.delete('tax')
    roles.delete('total')
    roles.add('subtotal')
  }
  if (
    roles.has('tax') &&
    // "incl", "inc", "including", "inclusive", not "included": "VAT INCLUDED IN TOTAL 3.57" is the tax inside it.
    /w ?tax|with ?tax|\b(incl?|including|inclusive|inkl|inklusive)\b|termasuk|brutto|ttc/.test(norm) &&
    roles.has('total')
  ) {
    roles.delete('tax')
    roles.delete('subtotal')
  } else if (
    roles.has('tax') &&
    (/w ?tax|with ?tax/.test(norm) || (/\b(amount|amt)\b/.test(norm) && /\bincl|inclusive|termasuk/.test(norm)))
  ) {
    // "Amount incl. GST 5.00": the amount with its tax in it is the total.
    roles.delete('tax')
    roles.delete('subtotal')
    roles.add('total')
  }
  if (roles.has('tax')) {
    roles.delete('total')
    roles.delete('subtotal')
  }
  // "CARD SAVINGS 1.10-", "Member card coupon": what the card saved, not a payment by card.
  if (roles.has('discount') && /\b(savings?|coupon|discount)\b/.test(norm)) roles.delete('payment')
  // "Accepted total 10.00", "Cash received": what the customer handed over, not the bill.
  if (/\b(accepted|received|tendered)\b/.test(norm)) {
    roles.delete('total')
    roles.delete('subtotal')
  }
  // "Total before tip", "Pre-Tip Total", "Total w/o Gratuity", "Total with tip": a total that names the tip
  // it leaves out or takes in, not the tip.
  if (
    roles.has('total') &&
    /\b(before|pre|w ?o|without|with|w|incl|including|plus) ?(tips?|gratuity|grat)\b/.test(norm)
  )
    roles.delete('tip')
  // "Total Qty 3", "Total items": a count, not money.
  if (/\b(qty|quantity|pcs|count|articles?|artikel)\b/.test(norm)) roles.delete('total')
  if (roles.has('rounding')) {
    for (const r of ['subtotal', 'tax', 'total', 'tip'] as const) roles.delete(r)
  }
  if (/%/.test(label) && /=/.test(label)) roles.add('suggestion')
  // "You saved $1.10", "TOTAL SAVINGS 3.20": a note on the discounts already taken off, neither an item nor a total.
  // Two columns read as one row ("TOTAL SAVING 0.00 TOTAL 41.50") keep the other column's total.
  if (roles.has('memo')) {
    if (!words.total.test(norm.replace(words.memo, ' '))) return new Set<Role>(['memo'])
    roles.delete('memo')
  }
  return roles
}

/**
 * Long summary words OCR misread by one letter ("SubYotal", "ServicCharge", "Balamce Due"): a label of one such
 * word, spaces ignored, one letter added, dropped or changed. Short words ("tax", "total") are left out: at one
 * letter off they turn into ordinary words.
 */
const LONG_WORDS: [string, Role][] = [
  ['subtotal', 'subtotal'],
  ['taxablesales', 'subtotal'],
  ['taxableamount', 'subtotal'],
  ['servicecharge', 'tip'],
  ['gratuity', 'tip'],
  ['balancedue', 'total'],
  ['amountdue', 'total'],
]

function misreadWord(norm: string): Role | undefined {
  const squashed = norm.replace(/[^a-z]/g, '')
  return LONG_WORDS.find(([word]) => oneEditApart(squashed, word))?.[1]
}

/** Whether a becomes b by adding, dropping or changing at most one letter. */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1)
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/**
 * Words that name the amount to pay, the bill's last figure: "TOTAL PAYABLE", "GRAND TOTAL", "AMOUNT
 * DUE", "NETT TOTAL", "NET AMT", "FINAL TOTAL", "TOTAL ROUNDED", "TOTAL AFTER ROUNDING", "NET A PAYER".
 */
export function namesAmountToPay(label: string): boolean {
  return /\bpayable\b|\b(amount|amt|balance|total) due\b|\bgrand\b|\bfinal\b|\bnett\b|\bnet (amt|amount)\b|\bnet a payer\b|\bzu zahlen\b|\brounded\b|\bafter (rounding|round|adj)/.test(
    normaliseLabel(label),
  )
}

export function hasLetters(text: string, min = 2): boolean {
  return (text.match(/[A-Za-z]/g)?.length ?? 0) >= min
}
