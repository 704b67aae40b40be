// The help center's built-in articles, each a category, a question and an answer: the spec's eight, and
// four that people asked and found no answer to (issue 46). Say only what OpenTab does today.
// Answers are plain text; a blank line starts a new paragraph.
export const helpCategories = ['Account', 'Events', 'Items', 'Payments', 'Technical'] as const
export type HelpCategory = (typeof helpCategories)[number]

export type HelpArticle = { id: string; category: HelpCategory; question: string; answer: string }

export const helpArticles: HelpArticle[] = [
  {
    id: 'password-reset',
    category: 'Account',
    question: 'How do I reset my password?',
    answer:
      "On the sign-in page choose 'Forgot your password?', enter the e-mail address of your account and choose 'Send Reset Link'. We e-mail you a link; open it, enter your new password (at least 8 characters, not a common one) in both fields and save.\n\nYou are then signed out and taken back to the sign-in page to sign in with the new password. If the e-mail does not arrive within a few minutes, check your spam folder.",
  },
  {
    id: 'profile-update',
    category: 'Account',
    question: 'How do I update my profile?',
    answer:
      "Open the menu in the top bar and choose 'Manage Profile'. You can change your username (required) and your first name (optional), then choose 'Save Changes'.\n\nYour e-mail address cannot be changed, because it is how your account is identified. If you need to move to a different address, contact support.",
  },
  {
    id: 'create-event',
    category: 'Events',
    question: 'How do I create an event?',
    answer:
      "Choose 'Create Event' on your dashboard. Give the event a title (the only required field), optionally a description, and the tax and tip percentages from the bill. You can attach a photo of the receipt now or later.\n\nWhen you choose 'Create Event' you become the event's host and land on its page, with a join code ready to share.",
  },
  {
    id: 'invite-people',
    category: 'Events',
    question: 'How do I invite people to my event?',
    answer:
      'Share the join code (six characters, like ABC-123) or let people scan the QR code on the event page; they enter the code on the Join page and are added straight away. You can also invite someone by first name and e-mail: your friends, and people who allow others to find and invite them, are added at once; anyone else gets an invitation and joins when they accept it (without an account, the invitation lets them create one and join in one step).\n\nFor friends without an account, add a placeholder guest by name and assign their items to them.',
  },
  {
    id: 'add-items',
    category: 'Items',
    question: 'How do I add items to an event?',
    answer:
      "On the event page choose 'Add Item' and enter a name and a price (for example 12.50). New items start unclaimed until someone picks them up or the host assigns them.\n\nThe host can also upload a photo of the receipt: OpenTab reads the line items and prices, and you confirm which ones to add before anything changes.",
  },
  {
    id: 'split-item',
    category: 'Items',
    question: 'How do I split an item between several people?',
    answer:
      "Open the item and choose 'Split' (available to the item's owner and the host). Add the people who shared it and give each a percentage, or choose 'Split Equally' to divide it evenly including yourself. The percentages must total 100%; then choose 'Save Shares'.\n\nEach share is worked out in cents so the parts add up to the exact price: $10.00 between three people is $3.34, $3.33 and $3.33.",
  },
  {
    id: 'tax-tip',
    category: 'Payments',
    question: 'How are tax and tip calculated?',
    answer:
      "The event's tax and tip are calculated once from its subtotal, using the percentages the host entered, and rounded to the cent. Each person then pays a share in proportion to their own subtotal: if your items are 25% of the subtotal, you pay 25% of the tax and 25% of the tip.\n\nIf a cent cannot be divided evenly it goes to whoever was closest to it, so no one pays more than a cent away from their exact share, and everyone's totals add up to the bill exactly.",
  },
  {
    id: 'browsers',
    category: 'Technical',
    question: 'Which browsers are supported?',
    answer:
      'OpenTab works in current versions of Chrome, Edge, Firefox and Safari on phones, tablets and computers (Chrome and Edge 111 or later, Firefox 114 or later, Safari 16.4 or later on Mac, iPhone and iPad). JavaScript and cookies must be enabled; cookies are used only to keep you signed in.\n\nLive updates need a connection that allows WebSockets. If something looks out of date, reloading the page fetches the latest state.',
  },
  {
    id: 'venmo',
    category: 'Payments',
    question: 'Can I get paid with Venmo?',
    answer:
      "Yes. Add your Venmo username under Payment handles when you choose 'Edit Profile' on your profile page (Cash App and PayPal.me work the same way). Everyone who owes you then gets a 'Pay with Venmo' link with the amount and the event filled in.\n\nOpenTab never moves money itself and cannot see what happens in Venmo: after paying, the other person chooses 'I paid' on their tab, and you confirm it. Venmo and Cash App move US dollars only, so a tab in another currency shows a PayPal.me link where PayPal takes that currency, and otherwise the payment note from your profile (for example your IBAN).",
  },
  {
    id: 'offline',
    category: 'Technical',
    question: 'Does OpenTab work offline?',
    answer:
      "Partly. A page you have already opened stays readable when the connection drops: a bar says 'You are offline', and an open event keeps showing its items and totals.\n\nChanging anything (claiming a dish, adding an item, chatting, recording a payment) needs a connection. Wait until the bar is gone, then check that your change shows; live updates from the others resume by themselves.",
  },
  {
    id: 'languages',
    category: 'Technical',
    question: 'Which languages is OpenTab available in?',
    answer:
      "English only, for now; there is no setting for another language yet.\n\nAmounts and dates are written the way your browser's language writes them, and each event has its own currency, chosen when you create it, so a dinner abroad can be split in euros or yen.",
  },
  {
    id: 'splitwise',
    category: 'Payments',
    question: 'Can I import from or export to Splitwise?',
    answer:
      "Not yet: OpenTab cannot import anything from Splitwise, or send anything to it.\n\nTo keep a record elsewhere, choose 'Download CSV' on an event's Settlements page. The file opens in any spreadsheet; the host's copy has everyone's items and tabs, everyone else's their own part.",
  },
]
