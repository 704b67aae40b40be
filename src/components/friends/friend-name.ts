import type { FriendPerson } from '@/domain/schemas/friends'

/** A person by the name the rest of the app uses: the first name, else the username (issue 46). */
export const friendName = (person: Pick<FriendPerson, 'firstName' | 'username'>) => person.firstName || person.username
