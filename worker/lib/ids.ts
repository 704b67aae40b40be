// Random identifiers. crypto.randomUUID is available in workers and browsers.
export const newId = () => crypto.randomUUID()
