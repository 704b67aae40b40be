// Direct messages: conversations and threads between people who share an event.

export const DIRECT_MESSAGES = {
  searchConversations: 'Search conversations',
  noConversationsMatch: 'No conversations match your search',
  noConversationsYet: 'No conversations yet. People you share an event with appear here.',
  conversations: 'Conversations',
  conversationUnread: (name: string, unread: number) => `${name}, ${unread} unread`,
  messagingClosed: 'Messaging closed',
  messageName: (name: string) => `Message ${name}`,
  message: 'Message',
  messages: 'Messages',
  chooseConversation: 'Choose a conversation',
  conversationWith: (name: string) => `Conversation with ${name}`,
  backToConversations: 'Back to conversations',
  noMessagesYet: 'No messages yet. Say hello!',
  noLongerMessage: (name: string) =>
    `You can no longer message ${name}: messaging is open while you share an event and for 7 days after it closes.`,
  failedToSendMessage: 'Failed to send message',
  writeMessage: 'Write a message',
  send: 'Send',
  onlyShared: 'You can only message people you share an event with',
  sharedEventsClosed: 'You can no longer message this person: your shared events closed more than 7 days ago',
  conversationNotFound: 'Conversation not found',
  youCannotMessageYourself: 'You cannot message yourself',
} as const
