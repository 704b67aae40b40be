// What the dispute rules call their fields in a refusal (src/domain/schemas/dispute.ts).

export const reason = 'Reason'
