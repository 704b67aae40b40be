// What the profile rules say when they refuse input (src/domain/schemas/profile.ts).

export const username = 'Username'
export const usernameRequired = 'Username is required'
export const firstName = 'First name'
export const paymentNote = 'Payment note'
