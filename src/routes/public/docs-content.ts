// The documentation's words, kept apart from the page so they can be edited (and searched)
// without touching layout code. A block is a paragraph, a bullet list or numbered steps.
export type DocBlock = string | { list: string[] } | { steps: string[] }

export type DocSubsection = { id: string; title: string; description: string; content: DocBlock[] }
export type DocSection = { id: string; title: string; description: string; subsections: DocSubsection[] }

export const docs: DocSection[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    description: 'Create an account, find your way around and join your first event.',
    subsections: [
      {
        id: 'what-is-opentab',
        title: 'What OpenTab does',
        description: 'The idea in one minute.',
        content: [
          'OpenTab splits a shared bill, such as a restaurant tab, among the people who ran it up. A host creates an event, items with prices are added by hand or read from a photographed receipt, and each person claims what they had.',
          "OpenTab then works out every person's subtotal, their share of tax and tip, and their total, to the cent. Everyone in the event sees the same numbers, updated live as items are claimed or split.",
        ],
      },
      {
        id: 'create-account',
        title: 'Creating your account',
        description: 'Sign up, confirm your e-mail and complete your profile.',
        content: [
          {
            steps: [
              "Open the sign-in page and switch to 'Sign Up'.",
              'Choose a username and enter your e-mail address and a password.',
              'Open the confirmation e-mail we send you and follow its link.',
              'Sign in with the e-mail address you used.',
              "Add your first name, and tick 'Allow others to find and invite me to events' if you want friends to find you. You can also choose 'Skip for Now'.",
            ],
          },
        ],
      },
      {
        id: 'dashboard',
        title: 'Your dashboard',
        description: 'Where your events, friends and open tabs live.',
        content: [
          "My Events lists the events you host and the ones you joined, newest first, eight per page. Events you host are marked with a crown, and each card shows the event's status, total, item count and join code.",
          "Use 'Create Event' to start a new one. The Friends panel shows your first five friends and any friend requests waiting for you; Open Tabs shows what is owed to you and what you owe.",
        ],
      },
      {
        id: 'join-event',
        title: 'Joining an event',
        description: 'Use a join code or scan the QR code.',
        content: [
          'Every event has a join code in the format XXX-XXX, for example ABC-123. Ask the host for it, open the Join page and type it in; letters are upper-cased for you. Scanning the QR code on the event page opens the same link.',
          'If you are not signed in yet, OpenTab remembers the code while you sign in or create an account, then joins the event for you once and takes you there.',
        ],
      },
    ],
  },
  {
    id: 'managing-events',
    title: 'Managing Events',
    description: 'Create events, invite people and close them when the bill is settled.',
    subsections: [
      {
        id: 'create-event',
        title: 'Creating an event',
        description: 'Title, description, tax and tip.',
        content: [
          "Choose 'Create Event' on your dashboard. Only the Event Title is required; a description helps people recognise the event later.",
          'Enter the Tax Percentage and Tip Percentage from the bill (both start at 0 and accept two decimals). You can attach a photo of the receipt now or later. You become the host and the first participant.',
        ],
      },
      {
        id: 'invite-people',
        title: 'Inviting people',
        description: 'Join codes, QR codes and e-mail invitations.',
        content: [
          {
            list: [
              'Share the join code or let people scan the QR code shown on the event page.',
              'Invite someone by e-mail with their first name and address. If they have no account yet, the invitation lets them create one and join in a single step.',
              'People who already have an account can simply be added as participants.',
            ],
          },
        ],
      },
      {
        id: 'placeholder-guests',
        title: 'Placeholder guests',
        description: 'Include people who do not have an account.',
        content: [
          'Not everyone at the table needs an account. The host can add a placeholder guest with just a name, assign items to them or share items with them, so the totals cover everyone.',
          "Guests cannot act in the event themselves. The host can share a guest's items with an e-mail address so that person can see what they owe.",
        ],
      },
      {
        id: 'edit-event',
        title: 'Editing details, tax and tip',
        description: 'Change the title, location, status and adjustments.',
        content: [
          'The host can edit the title, description, location and status (Open or Closed) at any time.',
          'Tax and tip can be entered as a percentage or as a fixed amount. The two are linked through the event subtotal: type $8.00 of tax on a $100.00 subtotal and the percentage becomes 8%. Amounts round to cents and percentages to two decimals.',
        ],
      },
      {
        id: 'close-event',
        title: 'Closing an event and sending tabs',
        description: 'Turn the breakdown into who owes whom.',
        content: [
          "When everything is claimed, the host chooses 'Close Event - Send Tabs'. OpenTab calculates a settlement for every registered participant who owes money, and each of them gets a notification with their amount.",
          'The host pays nothing to themselves, unclaimed items are not charged to anyone, and people whose total is zero get no tab. Settlements then appear under Open Tabs for both sides.',
        ],
      },
    ],
  },
  {
    id: 'managing-items',
    title: 'Managing Items',
    description: 'Add items, claim them, share them and let OpenTab do the sums.',
    subsections: [
      {
        id: 'add-items',
        title: 'Adding items',
        description: 'Name and price, by hand.',
        content: [
          "Any participant can add an item with 'Add Item'. It needs a name and a price of 0 or more, with up to two decimals; otherwise you will see 'Enter valid name and price'. New items start unclaimed.",
        ],
      },
      {
        id: 'receipts',
        title: 'Reading a receipt',
        description: 'Photograph the bill and confirm what was read.',
        content: [
          'The host can upload a photo of the receipt: JPEG, PNG or HEIC, up to 10MB. OpenTab reads the place, the date, each line item, the subtotal, tax and tip.',
          'Before anything changes you review the result: choose which parts to apply (Location Info, Date & Time, Totals, Line Items), remove lines that were misread, and decide whether to replace the items already in the event. Lines such as "2 x Beer" become two separate items at the unit price.',
        ],
      },
      {
        id: 'item-status',
        title: 'Item statuses',
        description: 'Where each item is in its life.',
        content: [
          {
            list: [
              'Limbo (shown as Unclaimed): a new item nobody owns yet.',
              'Pending: someone asked to pick the item up and is waiting for approval.',
              'Picked up: the request was approved and the requester now owns the item.',
              'Owned: a pickup request was denied, so the item stays with its owner.',
              'Assigned: the host gave the item to a participant or a guest.',
              'Disputed: a participant challenged who owns it and the host has to decide.',
            ],
          },
        ],
      },
      {
        id: 'pickups',
        title: 'Picking up items and disputes',
        description: 'Claiming needs approval; disputes go to the host.',
        content: [
          "Tap an item and choose 'Pick It Up'. The item shows 'Request Pending' until the host, or the item's current owner, approves or denies the request. If two people ask at the same moment, only the first request counts.",
          'If you think an item was given to the wrong person, open a dispute with an optional reason. The host approves it (the item moves or is released) or rejects it (it stays where it was).',
        ],
      },
      {
        id: 'splitting',
        title: 'Splitting an item',
        description: 'Share one item by percentages.',
        content: [
          "The owner of an item, or the host, can choose 'Split'. Add the people you shared it with and give each a percentage; whatever is left stays with the owner. 'Split Equally' divides 100% between everyone including the owner.",
          'The percentages must total 100%. Each part is worked out in cents so the parts add up to the exact price: a $10.00 item split three ways is $3.34, $3.33 and $3.33.',
        ],
      },
      {
        id: 'tax-tip',
        title: 'How tax and tip are shared',
        description: 'In proportion to each subtotal, to the cent.',
        content: [
          "The event's tax and tip are calculated once from the event subtotal and rounded to the cent. Each person then pays the same fraction of them as their fraction of the subtotal: if you ordered 30% of the food, you pay 30% of the tax and 30% of the tip.",
          "When a cent cannot be split evenly, it goes to the person whose exact share was closest to the next cent, so nobody is more than one cent from their exact share. Everyone's totals plus anything still unassigned always equal the event total.",
        ],
      },
    ],
  },
  {
    id: 'communication',
    title: 'Communication',
    description: 'Talk to the table without leaving the event.',
    subsections: [
      {
        id: 'event-chat',
        title: 'Event chat',
        description: 'Messages, mentions and typing.',
        content: [
          'Every event has a Chat tab for everyone in it. Messages arrive live and you can see when someone is typing.',
          'Type @ to mention someone by username or first name. Press Ctrl+Enter (Cmd+Enter on a Mac) to send.',
        ],
      },
      {
        id: 'direct-messages',
        title: 'Direct messages',
        description: 'Private messages with people from your events.',
        content: [
          'You can message another participant of an event you share privately while the messaging window for that event is open. Conversations show unread badges and open in a side panel on wide screens or their own page on phones.',
        ],
      },
      {
        id: 'notifications',
        title: 'Notifications',
        description: 'The bell in the top bar.',
        content: [
          "The bell shows how many notifications you have not read (9+ when there are more than nine), for example when a host calculates your settlement. Use 'Mark all read' to clear the badge and 'Clear read' to hide the ones you have seen.",
        ],
      },
    ],
  },
  {
    id: 'account-management',
    title: 'Account Management',
    description: 'Your profile, friends, password and appearance.',
    subsections: [
      {
        id: 'profile',
        title: 'Your profile',
        description: 'Username, first name and e-mail.',
        content: [
          'Open your profile from the avatar in the top bar. You can change your username (required) and first name (optional). Your e-mail address cannot be changed, because it identifies your account.',
        ],
      },
      {
        id: 'friends',
        title: 'Friends',
        description: 'Find people and accept requests.',
        content: [
          'On the Friends page, search by username or handle (up to ten results) and send a friend request. Requests sent to you appear under Friend Requests, where you can accept or reject them.',
        ],
      },
      {
        id: 'password-reset',
        title: 'Resetting your password',
        description: 'When you cannot sign in.',
        content: [
          {
            steps: [
              "On the sign-in page choose 'Forgot your password?'.",
              "Enter your e-mail address and choose 'Send Reset Link'.",
              'Open the link in the e-mail and enter a new password of at least 6 characters twice.',
              'Sign in again with the new password.',
            ],
          },
        ],
      },
      {
        id: 'theme-and-sign-out',
        title: 'Theme and signing out',
        description: 'Dark or light, and leaving safely.',
        content: [
          'OpenTab starts in dark mode; the theme toggle in the navigation switches to light and remembers your choice on this device. Sign Out ends your session on this device.',
        ],
      },
    ],
  },
]
