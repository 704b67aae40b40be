import type { DocSection } from './docs-content'

// Sections 3 to 5 of the documentation (split from docs-content.ts only to keep files short).
export const moreDocs: DocSection[] = [
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
              'Claimed: somebody has the item: they picked it up in one tap while nobody had it, their pickup request was approved, the owner kept it after denying a request, or the host assigned it.',
              'Shared: several people pay for the item, each their share.',
              'Disputed: a participant challenged who owns it and the host has to decide.',
            ],
          },
        ],
      },
      {
        id: 'pickups',
        title: 'Picking up items and disputes',
        description: 'Claiming takes one tap; disputes go to the host.',
        content: [
          "Tap an item and choose 'Pick It Up'. An item nobody has is yours at once, with Undo in case you tapped the wrong one. An item someone already has, or any item once the host turns on 'Claims need my approval' (when creating the event or in Edit event), shows 'Request Pending' until the host, or the item's current owner, approves or denies the request. If two people ask at the same moment, only the first one counts.",
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
              'Open the link in the e-mail and enter a new password of at least 8 characters (not a common one) twice.',
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
