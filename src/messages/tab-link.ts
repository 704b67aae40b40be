// Words of a guest's own tab link (decision 055): the card on the event page that copies and turns off
// the link, and the tab page it opens on another device.

export const tabLinkTitle = 'Your tab on another device'
export const tabLinkExplain = 'Whoever has this link sees this tab, read-only, without signing in.'
export const copyMyTabLink = 'Copy my tab link'
export const tabLinkCopied = 'Link copied. Paste it somewhere only you can see.'
export const tabLinkAddress = 'Your tab link'
export const turnOffTabLink = 'Turn off my tab link'
export const tabLinkOff = 'Your tab link is turned off. A new copy makes a new link.'
export const tabLinkFrom = 'Your tab, read-only'
export const alreadyPaid = (amount: string) => `Already paid: ${amount}`
export const awaitingConfirmation = (amount: string) => `Reported, awaiting confirmation: ${amount}`
export const tabsNotSent = 'The host has not sent tabs yet, so whom you pay and how much may still change.'
