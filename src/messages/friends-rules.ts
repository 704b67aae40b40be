// What the friend search's rule calls its field in a refusal (src/domain/schemas/friends.ts).

export const search = 'Search'
