// The words of the bill: people's names on it, My Items, the bill summary, View Breakdown and each person's lines.

export const BILL = {
  // Names on the bill: the viewer is 'You'; someone who left the event is 'Unknown'.
  you: 'You',
  unassigned: 'Unassigned',
  unknown: 'Unknown',
  unknownGuest: 'Unknown guest',
  nobody: 'Nobody',

  // Bill summary and a person's totals
  billSummary: 'Bill summary',
  items: 'Items',
  totals: 'Totals',
  subtotal: 'Subtotal',
  tax: (percent: string) => `Tax (${percent}%)`,
  tip: (percent: string) => `Tip (${percent}%)`,
  total: 'Total',
  noItemsYet: 'No items yet',
  shareOf: (percent: string, price: string) => `${percent}% of ${price}`,
  roundingIncludes: (size: string) => `Includes ${size} from rounding so everyone adds up to the bill`,
  roundingLess: (size: string) => `${size} less from rounding so everyone adds up to the bill`,

  // View Breakdown
  viewBreakdown: 'View Breakdown',
  openAsFullPage: 'Open as a full page',
  breakdownByUser: 'Breakdown by User',
  guestPrefix: 'Guest · ',
  itemCount: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  totalsAddUpTo: "Everyone's totals add up to",
  exactlyTheTotal: ', exactly the event total.',
  butTheTotalIs: (total: string) => `, but the event total is ${total}.`,

  // My Items
  myItems: 'My Items',
  yourRequestWaiting: (item: string | undefined) => `Your request for ${item} is waiting for approval.`,
  requestsWaiting: (n: number) => `${n} pickup requests are waiting for approval.`,
  noClaimsYet: "You haven't claimed any items yet",
  noClaimsHint: 'Go to All Items and pick up what you ordered; your share of tax and tip is worked out for you.',
  goToAllItems: 'Go to All Items',
  onYourBill: (n: number) => `${n === 1 ? '1 item' : `${n} items`} on your bill`,
  yourTotal: 'Your total',

  // Tax and tip inputs
  /** What the tax/tip boxes accept, said once for every form. */
  rateHint: 'Up to 3 decimals, 0-100%',
  percentError: 'Enter a percentage from 0 to 100 (at most 3 decimals)',
  noDecimals: 'no decimals',
  atMostDecimals: (n: number) => `at most ${n} decimal${n === 1 ? '' : 's'}`,
  amountError: (zero: string, places: string) => `Enter an amount of at least ${zero} (${places})`,
  moreThanSubtotal: 'The amount cannot be more than the subtotal (100%)',

  // Who paid the bill
  payerListedTwice: 'Each person can be listed once as a payer',
  payerNeedsAmount: (zero: string) => `Each payer needs an amount above ${zero}`,
  payersMismatch: (sum: string, total: string) =>
    `What the payers paid adds up to ${sum}, but the bill is ${total}. The amounts must add up to the bill exactly.`,
  // One person's figures in words: "You had $61.20, you paid $0.00, so you owe Maria $61.20."
  youHad: (had: string) => `You had ${had}`,
  forGuests: (amount: string) => ` (${amount} of it for guests and unassigned items)`,
  youPaidSo: (had: string, paid: string) => `${had}, you paid ${paid}, so`,
  youOwe: (start: string, list: string) => `${start} you owe ${list}.`,
  youAreOwed: (start: string, amount: string, list: string) => `${start} you are owed ${amount}: ${list}.`,
  youAreEven: (start: string) => `${start} you are even.`,
  personAmount: (name: string, amount: string) => `${name} ${amount}`,
  paysYou: (name: string, amount: string) => `${name} pays you ${amount}`,
  and: ' and ',
  moreNames: (n: number) => `${n} more`,

  // What everyone is told when the host sends the tabs
  evenFor: (event: string) => `You are even for ${event}: you owe nothing and nobody owes you.`,
  settlementAmount: (total: string) => `Your settlement amount: ${total}`,
  settlementAmountFor: (total: string, event: string, list: string) =>
    `Your settlement amount: ${total} for ${event}: you owe ${list}.`,
  owedFor: (total: string, event: string, list: string) => `You are owed ${total} for ${event}: ${list}.`,
  oweAndOwed: (event: string, owe: string, oweList: string, owed: string, owedList: string) =>
    `For ${event} you owe ${owe} (${oweList}) and are owed ${owed} (${owedList}).`,
  owesYou: (name: string, amount: string) => `${name} owes you ${amount}`,

  // Pay links and payment handles
  payWithVenmo: 'Pay with Venmo',
  payWithCashApp: 'Pay with Cash App',
  payWithPayPal: 'Pay with PayPal',
  venmoRule: 'Venmo usernames are 5-30 letters, digits, - or _',
  cashtagRule: 'A $Cashtag is up to 20 letters, digits or _, with at least one letter',
  paypalRule: 'PayPal.me names are up to 20 letters or digits',
  payNote: (event: string) => `OpenTab: ${event}`,
} as const
