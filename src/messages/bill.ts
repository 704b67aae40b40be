// The words of the bill: people's names on it, My Items, the bill summary, View Breakdown and each person's lines.

// Names on the bill: the viewer is 'You'; someone who left the event is 'Unknown'.
export const you = 'You'
export const unassigned = 'Unassigned'
export const unknown = 'Unknown'
export const unknownGuest = 'Unknown guest'
export const nobody = 'Nobody'
// Bill summary and a person's totals
export const billSummary = 'Bill summary'
export const items = 'Items'
export const totals = 'Totals'
export const subtotal = 'Subtotal'
export const tax = (percent: string) => `Tax (${percent}%)`
export const tip = (percent: string) => `Tip (${percent}%)`
export const total = 'Total'
export const noItemsYet = 'No items yet'
export const shareOf = (percent: string, price: string) => `${percent}% of ${price}`
export const roundingIncludes = (size: string) => `Includes ${size} from rounding so everyone adds up to the bill`
export const roundingLess = (size: string) => `${size} less from rounding so everyone adds up to the bill`
// My Items
export const myItems = 'My Items'
export const yourRequestWaiting = (item: string | undefined) => `Your request for ${item} is waiting for approval.`
export const requestsWaiting = (n: number) => `${n} pickup requests are waiting for approval.`
export const noClaimsYet = "You haven't claimed any items yet"
export const noClaimsHint =
  'Go to All Items and pick up what you ordered; your share of tax and tip is worked out for you.'
export const goToAllItems = 'Go to All Items'
export const onYourBill = (n: number) => `${n === 1 ? '1 item' : `${n} items`} on your bill`
export const yourTotal = 'Your total'
// Tax and tip inputs
/** What the tax/tip boxes accept, said once for every form. */
export const rateHint = 'Up to 3 decimals, 0-100%'
export const and = ' and '
// Pay links and payment handles
export const payWithVenmo = 'Pay with Venmo'
export const payWithCashApp = 'Pay with Cash App'
export const payWithPayPal = 'Pay with PayPal'
export const venmoRule = 'Venmo usernames are 5-30 letters, digits, - or _'
export const cashtagRule = 'A $Cashtag is up to 20 letters, digits or _, with at least one letter'
export const paypalRule = 'PayPal.me names are up to 20 letters or digits'
export const payNote = (event: string) => `OpenTab: ${event}`
