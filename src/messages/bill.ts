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
} as const
