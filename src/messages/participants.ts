// Words of the event's people: participants, guests (placeholders), guest shares and merging a guest.

export const participants = 'Participants'
export const guests = 'Guests'
export const guest = 'Guest'
export const host = 'Host'
export const you = (name: string) => `${name} (You)`
export const total = 'total'
export const joinedViaHost = 'Host'
export const joinedViaCode = 'Joined with code'
export const joinedViaInvite = 'Invited by e-mail'
export const joinedViaAdded = 'Added by host'
export const addGuestsHint = 'Add people who are not on OpenTab so you can give them items.'
export const noGuests = 'No guests.'
export const unassigned = 'Unassigned (not claimed yet)'
export const remove = 'Remove'
export const removeName = (name: string) => `Remove ${name}`
export const removed = (name: string) => `${name} removed`
// Adding a guest
export const guestName = 'Guest Name'
export const guestNamePlaceholder = 'e.g. Alex'
export const name = 'Name'
export const guestNameRequired = 'Name is required'
export const addGuest = 'Add Guest'
export const added = (name: string) => `${name} added`
export const addFailed = 'Failed to add placeholder'
// Removing a guest or a participant
export const removeGuest = 'Remove Guest'
export const removeGuestQuestion = (name: string | undefined) =>
  `Remove ${name ?? 'this guest'}? Their items go back to unclaimed and their shares return to the owners.`
export const removeGuestFailed = 'Failed to remove placeholder'
export const removeParticipant = 'Remove Participant'
export const removeParticipantQuestion = (name: string) =>
  `Remove ${name} from this event? They will no longer see it. Only someone who holds no items, shares, pickup requests or settlements can be removed.`
export const removeParticipantFailed = 'Failed to remove participant'
// Sharing a guest's items
export const shareItems = (name: string | undefined) => `Share ${name ?? 'guest'}'s items`
export const shareByEmail = 'Share by e-mail'
export const shareDescription =
  'E-mail them a link to these items and their bill, or copy the link and send it yourself. No account needed; you can revoke a link at any time.'
export const shareFailed = 'Failed to share. Please try again.'
export const linkNotValid = 'This link is not valid. Ask the host to share the bill again.'
export const linkTurnedOff = 'This link was turned off by the host. Ask them to share the bill again.'
export const guestNotFound = 'Guest not found'
export const shareNotFound = 'Share not found'
export const sharedWithEmail = (email: string) => `Shared with ${email}`
export const sharedWith = 'Shared with'
export const linkFailed = 'Failed to make a link. Please try again.'
export const linkCopied = 'Link copied'
export const copyLinkBelow = 'Copy the link below'
export const noItems = 'No items yet.'
export const itemsOf = (name: string | undefined) => `${name}'s items`
export const totalWithTaxAndTip = 'Total with tax and tip'
export const email = 'Email'
export const emailRequired = 'Email is required'
export const emailInvalid = 'Enter a valid e-mail address'
export const share = 'Share'
export const copyLink = 'Copy link'
export const linkToShare = 'Link to share'
export const copiedLinkGone =
  'A copied link cannot be shown again. Copying a new one turns the earlier copied link off.'
export const copiedLink = 'Copied link'
export const viewed = 'Viewed'
export const pending = 'Pending'
export const revokeLinkFor = (what: string) => `Revoke link for ${what}`
export const theCopiedLink = 'the copied link'
export const copiedLinkRevoked = 'Copied link revoked'
export const linkRevoked = (email: string) => `Link for ${email} revoked`
export const revokeFailed = 'Failed to revoke the link'
export const revoke = 'Revoke'
// Merging a guest into an account
export const mergeInto = 'Merge into'
export const mergeIntoMenu = 'Merge into…'
export const mergeNameInto = (name: string | undefined) => `Merge ${name ?? 'guest'} into…`
export const mergeDescription = (name: string | undefined) =>
  `Pick the person who was ${name ?? 'this guest'}. Their items and shares move to that account, every total stays the same, and the guest is removed.`
export const them = 'them'
export const merge = 'Merge'
export const merged = (guest: string, into: string) => `${guest} merged into ${into}`
export const mergeFailed = 'Failed to merge guest'
