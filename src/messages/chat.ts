// Words of the event's Chat tab: comments, mentions and who is typing.

export const CHAT = {
  chat: 'Chat',
  failedToSend: 'Failed to send comment',
  mentionSomeone: 'Mention someone',
  comment: 'Comment',
  commentPlaceholder: 'Write a comment...',
  send: 'Send',
  commentBlank: 'Comment cannot be empty',
  commentTooLong: 'Comment must be at most 2,000 characters',
  /** The count is already formatted. */
  commentTooLongCount: (count: string) => `Comment must be at most 2,000 characters (${count})`,
  mentionHint: 'Type @ to mention someone',
  keysHint: ' · Enter to send, Shift + Enter for a new line',
  loadFailed: 'Error loading comments.',
  comments: 'Comments',
  noComments: 'No comments yet. Say hello!',
  deletedUser: 'Deleted user',
  you: ' (you)',
  oneTyping: (name: string) => `${name} is typing...`,
  twoTyping: (a: string, b: string) => `${a} and ${b} are typing...`,
  severalTyping: 'Several people are typing...',
} as const
