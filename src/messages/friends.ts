// Friends: requests, the friends list and friendship actions.

export const friends = 'Friends'
export const viewAll = 'View All'
export const loadingFriends = 'Loading friends...'
export const noFriendsYet = 'No friends added yet'
export const friendRequests = 'Friend Requests'
export const requestSent = 'Request Sent'
export const received = 'received'
export const accept = 'Accept'
export const sendFriendRequestTo = 'Send friend request to'
export const addFriend = 'Add Friend'
export const searchByUsernameOr = 'Search by username or handle'
export const searchPlaceholder = 'e.g. alex'
export const search = 'Search'
export const searching = 'Searching...'
export const noOneFoundFor = (query: string) => `No one found for "${query}"`
export const whoYouCanFind =
  'You can find people you have been at an event with, and anyone who chose "Allow others to find and invite me" on their profile. Try their username, handle or first name.'
export const searchResults = 'Search results'
export const loadingRequests = 'Loading requests...'
export const noPendingFriendRequests = 'No pending friend requests'
export const acceptFriendRequestFrom = (name: string) => `Accept friend request from ${name}`
export const rejectFriendRequestFrom = (name: string) => `Reject friend request from ${name}`
export const failedToRemoveFriend = 'Failed to remove friend'
export const yourFriends = 'Your friends'
export const usernameAndHandle = (username: string, handle: string) => `${username} · @${handle}`
export const removeFriendLabel = (name: string) => `Remove ${name} from friends`
export const removeFriend = 'Remove Friend'
export const removeFriendConfirm = (name: string) => `Remove ${name} from your friends?`
export const thisPerson = 'this person'
export const findFriends = 'Find Friends'
export const yourFriendsTitle = 'Your Friends'
export const friendRequestNotFound = 'Friend request not found'
export const onlyRecipientAnswers = 'Only the person who received a friend request can accept or reject it'
export const userNotFound = 'User not found'
export const friendNotFound = 'Friend not found'
export const reject = 'Reject'
export const remove = 'Remove'
