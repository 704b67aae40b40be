/** Where people write for help until an admin sets another address (Admin > Settings > Support Email). */
export const DEFAULT_SUPPORT_EMAIL = 'support@opentab.app'
