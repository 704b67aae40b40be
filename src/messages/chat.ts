// Words of the event's Chat tab: comments, mentions and who is typing.

export const chat = 'Chat'
export const failedToSend = 'Failed to send comment'
export const mentionSomeone = 'Mention someone'
export const peopleToMention = (n: number) =>
  n === 1 ? '1 person to mention, up and down arrows to choose' : `${n} people to mention, up and down arrows to choose`
export const comment = 'Comment'
export const commentPlaceholder = 'Write a comment...'
export const send = 'Send'
export const commentBlank = 'Comment cannot be empty'
export const commentTooLong = 'Comment must be at most 2,000 characters'
/** The count is already formatted. */
export const commentTooLongCount = (count: string) => `Comment must be at most 2,000 characters (${count})`
export const mentionHint = 'Type @ to mention someone'
export const keysHint = ' · Enter to send, Shift + Enter for a new line'
export const loadFailed = 'Error loading comments.'
export const comments = 'Comments'
export const noComments = 'No comments yet. Say hello!'
export const deletedUser = 'Deleted user'
export const you = ' (you)'
export const oneTyping = (name: string) => `${name} is typing...`
export const twoTyping = (a: string, b: string) => `${a} and ${b} are typing...`
export const severalTyping = 'Several people are typing...'
