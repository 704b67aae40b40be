import { moreDocs } from './docs-content-more'

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
          'Enter the Tax Percentage and Tip Percentage from the bill (both start at 0 and accept up to three decimals, so rates such as 8.875% fit). You can attach a photo of the receipt now or later. You become the host and the first participant.',
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
              'Invite someone by e-mail with their first name and address. Your friends, and people who allow others to find and invite them, are added at once. Anyone else gets an invitation and joins only when they accept it; if they have no account yet, the invitation lets them create one and join in a single step.',
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
          'Tax and tip can be entered as a percentage or as a fixed amount. The two are linked through the event subtotal: type $8.00 of tax on a $100.00 subtotal and the percentage becomes 8%. Amounts round to cents and percentages to three decimals.',
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
  ...moreDocs,
]
