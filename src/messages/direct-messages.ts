// Direct messages: conversations and threads between people who share an event.

export const DIRECT_MESSAGES = {
  searchConversations: 'Search conversations',
  noConversationsMatchYour: 'No conversations match your search',
  noConversationsYetPeople: 'No conversations yet. People you share an event with appear here.',
  conversations: 'Conversations',
  unread: (name: string, unread: number) => `${name}, ${unread} unread`,
  messagingClosed: 'Messaging closed',
  message: (name: string) => `Message ${name}`,
  message2: 'Message',
  messages: 'Messages',
  chooseAConversation: 'Choose a conversation',
  conversationWith: (name: string) => `Conversation with ${name}`,
  backToConversations: 'Back to conversations',
  noMessagesYetSay: 'No messages yet. Say hello!',
  noLongerMessage: (name: string) =>
    `You can no longer message ${name}: messaging is open while you share an event and for 7 days after it closes.`,
  failedToSendMessage: 'Failed to send message',
  writeAMessage: 'Write a message',
  send: 'Send',
  youCanOnlyMessage: 'You can only message people you share an event with',
  youCanNoLonger: 'You can no longer message this person: your shared events closed more than 7 days ago',
  conversationNotFound: 'Conversation not found',
  youCannotMessageYourself: 'You cannot message yourself',
} as const
