// Direct messages: conversations and threads between people who share an event.

export const searchConversations = 'Search conversations'
export const noConversationsMatch = 'No conversations match your search'
export const noConversationsYet = 'No conversations yet. People you share an event with appear here.'
export const conversations = 'Conversations'
export const conversationUnread = (name: string, unread: number) => `${name}, ${unread} unread`
export const messagingClosed = 'Messaging closed'
export const messageName = (name: string) => `Message ${name}`
export const message = 'Message'
export const messages = 'Messages'
export const chooseConversation = 'Choose a conversation'
export const conversationWith = (name: string) => `Conversation with ${name}`
export const backToConversations = 'Back to conversations'
export const noMessagesYet = 'No messages yet. Say hello!'
export const noLongerMessage = (name: string) =>
  `You can no longer message ${name}: messaging is open while you share an event and for 7 days after it closes.`
export const failedToSendMessage = 'Failed to send message'
export const writeMessage = 'Write a message'
export const send = 'Send'
export const onlyShared = 'You can only message people you share an event with'
export const sharedEventsClosed =
  'You can no longer message this person: your shared events closed more than 7 days ago'
export const conversationNotFound = 'Conversation not found'
export const youCannotMessageYourself = 'You cannot message yourself'
