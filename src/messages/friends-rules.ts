// What the friend search's rule calls its field in a refusal (src/domain/schemas/friends.ts).

export const FRIENDS_RULES = {
  search: 'Search',
} as const
