// OpenTab's own tables. Money is integer cents (`*_cents`); tax and tip rates are integer thousandths
// of a percent (`*_milli_pct`, 100% = 100000, 8.875% = 8875), and so are item shares (33.333% = 33333).
// Times are epoch milliseconds.
// Every foreign key used in a filter has an index.
import { sql } from 'drizzle-orm'
import { foreignKey, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { ADJUSTMENT_MODES } from '../../src/domain/adjustment'
import type { TextAmount } from '../../src/domain/money-text'
import { SPLIT_MODES } from '../../src/domain/split-weights'
import { user } from './auth-schema'

export * from './auth-schema'

const ts = (name: string) => integer(name, { mode: 'timestamp_ms' })
const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`
const bool = (name: string) => integer(name, { mode: 'boolean' })

export const profiles = sqliteTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    handle: text('handle').notNull(),
    firstName: text('first_name'),
    email: text('email').notNull(),
    role: text('role', { enum: ['user', 'moderator', 'admin', 'super_admin'] })
      .notNull()
      .default('user'),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    openToInvite: bool('open_to_invite').notNull().default(false),
    avatarUrl: text('avatar_url'),
    createdAt: ts('created_at').notNull().default(now),
    // Optional payment handles (migration 0004), stored without their '@', '$' or 'paypal.me/' prefix.
    venmoHandle: text('venmo_handle'),
    cashAppHandle: text('cashapp_handle'),
    paypalHandle: text('paypal_handle'),
    // The currency new events start in (ISO 4217); null: the browser's locale picks it (migration 0015).
    defaultCurrency: text('default_currency'),
    // Free text (an IBAN, a bank transfer note) shown to people who owe, where no pay link serves the
    // event's currency.
    paymentNote: text('payment_note'),
  },
  (t) => [
    // Usernames are unique regardless of case: 'Ana' and 'ana' are one person.
    uniqueIndex('profiles_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('profiles_handle_uq').on(t.handle),
    uniqueIndex('profiles_email_uq').on(t.email),
    index('profiles_created_idx').on(t.createdAt),
  ],
)

export const events = sqliteTable(
  'events',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    hostId: text('host_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    locationName: text('location_name'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    receiptKey: text('receipt_key'),
    receiptDateTime: text('receipt_date_time'),
    // Stored, authoritative totals (recomputed by src/domain on every change).
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    tipCents: integer('tip_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    taxMilliPct: integer('tax_milli_pct').notNull().default(0),
    tipMilliPct: integer('tip_milli_pct').notNull().default(0),
    // How the host gave each rate, so the editor reopens the way they typed it (the rate stays the truth:
    // an amount is converted through the subtotal). 'percent' for events from before these columns: the
    // create form only takes percents (migration 0015, docs/decisions/037).
    taxMode: text('tax_mode', { enum: ADJUSTMENT_MODES }).notNull().default('percent'),
    tipMode: text('tip_mode', { enum: ADJUSTMENT_MODES }).notNull().default('percent'),
    // In 'amount' mode, the amount the host typed (or the receipt printed), charged exactly as given
    // whatever the subtotal; the rate beside it is then only shown (migration 0018, decision 046).
    taxAmountCents: integer('tax_amount_cents'),
    tipAmountCents: integer('tip_amount_cents'),
    joinCode: text('join_code').notNull(),
    // Bumped on every change; live messages carry it so clients can spot gaps.
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().default(now),
    updatedAt: ts('updated_at').notNull().default(now),
    // When the event last closed (migration 0008; set by a trigger on every close): direct messages
    // stay allowed until 7 days after it (worker/services/messages/message-window.ts).
    closedAt: ts('closed_at'),
    // Off: an unowned item becomes whoever taps it, without the host's approval (migration 0011).
    claimsNeedApproval: integer('claims_need_approval', { mode: 'boolean' }).notNull().default(true),
    // ISO 4217; every amount of the event is in its minor unit (migration 0015). Events from before
    // currencies are US dollars.
    currency: text('currency').notNull().default('USD'),
    // On: someone with the join code may come in with only a first name, as a guest account (decision 053).
    guestsAllowed: integer('guests_allowed', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [
    uniqueIndex('events_join_code_uq').on(t.joinCode),
    index('events_host_idx').on(t.hostId),
    index('events_created_idx').on(t.createdAt),
  ],
)

/** code: join code or QR; invite: accepted an e-mail invitation; added: the host added them. */
export const JOINED_VIA = ['code', 'invite', 'added'] as const

export const eventParticipants = sqliteTable(
  'event_participants',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    joinedAt: ts('joined_at').notNull().default(now),
    // How they came in (migration 0005); the host is told apart by events.host_id.
    joinedVia: text('joined_via', { enum: JOINED_VIA }).notNull().default('code'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_participants_user_idx').on(t.userId)],
)

export const placeholders = sqliteTable(
  'placeholder_participants',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().default(now),
  },
  (t) => [index('placeholders_event_idx').on(t.eventId)],
)

export const placeholderShares = sqliteTable(
  'placeholder_shares',
  {
    id: text('id').primaryKey(),
    placeholderId: text('placeholder_id')
      .notNull()
      .references(() => placeholders.id, { onDelete: 'cascade' }),
    sharedWithEmail: text('shared_with_email').notNull(),
    status: text('status', { enum: ['pending', 'viewed'] })
      .notNull()
      .default('pending'),
    sharedAt: ts('shared_at').notNull().default(now),
    // Migration 0006: the SHA-256 (hex) of the link's token, never the token itself; first opening;
    // revocation (a revoked link answers 410).
    tokenHash: text('token_hash'),
    viewedAt: ts('viewed_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    index('placeholder_shares_placeholder_idx').on(t.placeholderId),
    uniqueIndex('placeholder_shares_token_uq').on(t.tokenHash),
    uniqueIndex('placeholder_shares_live_uq').on(t.placeholderId, t.sharedWithEmail).where(sql`${t.revokedAt} IS NULL`),
  ],
)

// A guest account's own link to its tab in one event (decision 055), to open from another device. Like a
// share's, only the token's SHA-256 is kept. It hangs off the membership: the guest leaving or being removed
// from the event, or the guest account going (deleted, or merged into a full account), deletes the link.
export const guestTabLinks = sqliteTable(
  'guest_tab_links',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id').notNull(),
    userId: text('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().default(now),
    viewedAt: ts('viewed_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    foreignKey({
      columns: [t.eventId, t.userId],
      foreignColumns: [eventParticipants.eventId, eventParticipants.userId],
    }).onDelete('cascade'),
    index('guest_tab_links_member_idx').on(t.eventId, t.userId),
    uniqueIndex('guest_tab_links_token_uq').on(t.tokenHash),
    uniqueIndex('guest_tab_links_live_uq').on(t.eventId, t.userId).where(sql`${t.revokedAt} IS NULL`),
  ],
)

export const ITEM_STATUSES = ['limbo', 'pending', 'picked_up', 'owned', 'assigned', 'dispute', 'unassigned'] as const

export const items = sqliteTable(
  'items',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    status: text('status', { enum: ITEM_STATUSES }).notNull().default('limbo'),
    addedBy: text('added_by').references(() => profiles.id, { onDelete: 'set null' }),
    ownerId: text('owner_id').references(() => profiles.id, { onDelete: 'set null' }),
    placeholderOwnerId: text('placeholder_owner_id').references(() => placeholders.id, { onDelete: 'set null' }),
    requesterId: text('requester_id').references(() => profiles.id, { onDelete: 'set null' }),
    // Set when the item came from a receipt reading, so 'Remove Receipt' can count and remove them.
    receiptAnalysisId: text('receipt_analysis_id'),
    // How its split was chosen (src/domain/split-modes.ts, migration 0018): in the weighted modes the
    // price is split by item_shares.weight and this owner_weight (the owner's part; NULL: none).
    splitMode: text('split_mode', { enum: SPLIT_MODES }).notNull().default('percent'),
    ownerWeight: integer('owner_weight'),
    createdAt: ts('created_at').notNull().default(now),
    updatedAt: ts('updated_at').notNull().default(now),
  },
  (t) => [
    index('items_event_idx').on(t.eventId),
    index('items_owner_idx').on(t.ownerId),
    index('items_placeholder_idx').on(t.placeholderOwnerId),
  ],
)

export const itemShares = sqliteTable(
  'item_shares',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    // Denormalised so the event page reads every share in one indexed query.
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sourceUserId: text('source_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    targetUserId: text('target_user_id').references(() => profiles.id, { onDelete: 'cascade' }),
    placeholderId: text('placeholder_id').references(() => placeholders.id, { onDelete: 'cascade' }),
    shareMilliPct: integer('share_milli_pct').notNull(),
    // What the person chose in the equal, shares and amounts modes (1; thousandths of a share; minor
    // units); NULL in percent mode, where share_milli_pct is the choice (migration 0018).
    weight: integer('weight'),
    createdAt: ts('created_at').notNull().default(now),
  },
  (t) => [index('item_shares_item_idx').on(t.itemId), index('item_shares_event_idx').on(t.eventId)],
)

/**
 * What happened to an item's price, one row per change: who, when, before -> after. A deletion is the last
 * row (after_cents NULL); the rows outlive the item (no foreign key to it), so a deleted item's history
 * still says who removed it. Read by event members only.
 */
export const itemHistory = sqliteTable(
  'item_history',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    actorId: text('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['price', 'delete'] }).notNull(),
    itemName: text('item_name').notNull(),
    beforeCents: integer('before_cents').notNull(),
    afterCents: integer('after_cents'),
    createdAt: ts('created_at').notNull().default(now),
  },
  (t) => [index('item_history_item_idx').on(t.itemId, t.createdAt), index('item_history_event_idx').on(t.eventId)],
)

export const disputes = sqliteTable(
  'disputes',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    requesterId: text('requester_id').references(() => profiles.id, { onDelete: 'set null' }),
    ownerId: text('owner_id').references(() => profiles.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    actionType: text('action_type', { enum: ['remove_ownership', 'split_item', 'other'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    resolvedAt: ts('resolved_at'),
    resolvedBy: text('resolved_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().default(now),
  },
  (t) => [index('disputes_event_idx').on(t.eventId), index('disputes_item_idx').on(t.itemId)],
)

export const comments = sqliteTable(
  'event_comments',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    mentions: text('mentions', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    createdAt: ts('created_at').notNull().default(now),
  },
  (t) => [index('comments_event_idx').on(t.eventId, t.createdAt)],
)

export const eventQrCodes = sqliteTable(
  'event_qr_codes',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    joinCode: text('join_code').notNull(),
    qrCodeData: text('qr_code_data').notNull(),
    imageKey: text('image_key'),
    isActive: bool('is_active').notNull().default(true),
    createdAt: ts('created_at').notNull().default(now),
  },
  // One row per event (migration 0005), so racing first views create one.
  (t) => [uniqueIndex('qr_event_uq').on(t.eventId)],
)

export const settlements = sqliteTable(
  'settlements',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    debtorId: text('debtor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    creditorId: text('creditor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'disputed'] })
      .notNull()
      .default('pending'),
    notes: text('notes'),
    calculatedAt: ts('calculated_at').notNull().default(now),
    createdAt: ts('created_at').notNull().default(now),
    updatedAt: ts('updated_at').notNull().default(now),
  },
  (t) => [
    index('settlements_event_idx').on(t.eventId),
    index('settlements_debtor_idx').on(t.debtorId),
    index('settlements_creditor_idx').on(t.creditorId),
  ],
)

// The payment ledger (docs/decisions/034): what people paid, which a recalculation of the bill never
// deletes or changes. A payment is pending until the person paid confirms it; either of the two can
// dispute it. Money moves from from_id to to_id.
export const payments = sqliteTable(
  'payments',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fromId: text('from_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    toId: text('to_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'disputed'] })
      .notNull()
      .default('pending'),
    note: text('note'),
    /** Set when a cross-event 'Settle up' made it: the payments of one settle-up share it. */
    settleUpId: text('settle_up_id'),
    createdAt: ts('created_at').notNull().default(now),
    updatedAt: ts('updated_at').notNull().default(now),
  },
  (t) => [
    index('payments_event_idx').on(t.eventId),
    index('payments_from_idx').on(t.fromId, t.createdAt),
    index('payments_to_idx').on(t.toId, t.createdAt),
  ],
)

export const notifications = sqliteTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    eventId: text('event_id').references(() => events.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    // Where each amount sits in message (en-US words), so each reader sees it in their own locale.
    amounts: text('amounts', { mode: 'json' }).$type<TextAmount[]>().notNull().default(sql`'[]'`),
    read: bool('read').notNull().default(false),
    hidden: bool('hidden').notNull().default(false),
    createdAt: ts('created_at').notNull().default(now),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
)

export const pendingInvites = sqliteTable(
  'pending_invites',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    invitedBy: text('invited_by').references(() => profiles.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'accepted', 'expired'] })
      .notNull()
      .default('pending'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().default(now),
  },
  (t) => [
    index('pending_invites_event_idx').on(t.eventId),
    index('pending_invites_email_idx').on(t.email),
    // One live invitation per e-mail and event (migration 0005): inviting again refreshes it.
    uniqueIndex('pending_invites_live_uq').on(t.eventId, t.email).where(sql`${t.status} = 'pending'`),
  ],
)

export const friendRequests = sqliteTable(
  'friend_requests',
  {
    id: text('id').primaryKey(),
    senderId: text('sender_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: ts('created_at').notNull().default(now),
  },
  (t) => [
    index('friend_requests_receiver_idx').on(t.receiverId),
    index('friend_requests_sender_idx').on(t.senderId),
    // Migration 0006: one pending request per pair, in either direction. drizzle-kit cannot write this
    // index's SQL (it splits expressions at commas): a generated migration that does needs 0006's statement.
    uniqueIndex('friend_requests_pending_pair_uq')
      .on(sql`min(${t.senderId}, ${t.receiverId})`, sql`max(${t.senderId}, ${t.receiverId})`)
      .where(sql`${t.status} = 'pending'`),
  ],
)

export const friendships = sqliteTable(
  'friendships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    friendId: text('friend_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().default(now),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.friendId] }),
    index('friendships_friend_idx').on(t.friendId),
    // Migration 0006: one row per pair (sender -> receiver), whichever way round; reads look both ways.
    // Like friend_requests_pending_pair_uq, hand-written SQL only (migrations/README.md).
    uniqueIndex('friendships_pair_uq').on(sql`min(${t.userId}, ${t.friendId})`, sql`max(${t.userId}, ${t.friendId})`),
  ],
)

export const directMessages = sqliteTable(
  'direct_messages',
  {
    id: text('id').primaryKey(),
    senderId: text('sender_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    read: bool('read').notNull().default(false),
    createdAt: ts('created_at').notNull().default(now),
  },
  (t) => [
    index('dm_sender_idx').on(t.senderId, t.createdAt),
    index('dm_receiver_idx').on(t.receiverId, t.createdAt),
    index('dm_unread_idx').on(t.receiverId, t.read, t.senderId),
  ],
)

export const directMessageParticipants = sqliteTable(
  'direct_message_participants',
  {
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    canMessageUntil: ts('can_message_until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] }), index('dmp_event_idx').on(t.eventId)],
)

export const supportTickets = sqliteTable(
  'support_tickets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    status: text('status', { enum: ['open', 'in_progress', 'resolved', 'closed'] })
      .notNull()
      .default('open'),
    priority: text('priority', { enum: ['high', 'medium', 'low'] })
      .notNull()
      .default('medium'),
    createdAt: ts('created_at').notNull().default(now),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId),
    index('support_tickets_status_idx').on(t.status, t.createdAt),
  ],
)

export const adminSettings = sqliteTable('admin_settings', {
  id: text('id').primaryKey(), // always 'global'
  maxUsersPerEvent: integer('max_users_per_event').notNull().default(50),
  maxEventsPerUser: integer('max_events_per_user').notNull().default(10),
  maxItemsPerEvent: integer('max_items_per_event').notNull().default(100),
  sessionTimeoutHours: integer('session_timeout_hours').notNull().default(24),
  supportEmail: text('support_email').notNull().default('support@opentab.app'),
  maintenanceMode: bool('maintenance_mode').notNull().default(false),
  updatedAt: ts('updated_at').notNull().default(now),
})

// Every admin action (migration 0009, docs/decisions/022): who, what, when, before and after.
// Usernames are copied in so an entry still reads after an account is deleted (decision 021).
export const adminAuditLog = sqliteTable(
  'admin_audit_log',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    beforeJson: text('before_json'),
    afterJson: text('after_json'),
    createdAt: ts('created_at').notNull().default(now),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt), index('admin_audit_log_actor_idx').on(t.actorId)],
)

export const receiptAnalyses = sqliteTable(
  'receipt_analyses',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    locationName: text('location_name'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    dateTime: text('date_time'),
    subtotalCents: integer('subtotal_cents'),
    taxCents: integer('tax_cents'),
    tipCents: integer('tip_cents'),
    totalCents: integer('total_cents'),
    source: text('source').notNull().default('offline'),
    createdAt: ts('created_at').notNull().default(now),
  },
  (t) => [index('receipt_analyses_event_idx').on(t.eventId)],
)

export const receiptAnalysisItems = sqliteTable(
  'receipt_analysis_items',
  {
    id: text('id').primaryKey(),
    analysisId: text('analysis_id')
      .notNull()
      .references(() => receiptAnalyses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('receipt_analysis_items_analysis_idx').on(t.analysisId)],
)

// Development only: the dev mailbox stores outgoing mail instead of sending it.
export const devMailbox = sqliteTable(
  'dev_mailbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: text('links', { mode: 'json' }).$type<string[]>().notNull(),
    createdAt: ts('created_at').notNull().default(now),
  },
  (t) => [index('dev_mailbox_to_idx').on(t.to, t.createdAt)],
)

/**
 * Who paid the restaurant (migration 0014). No rows: the host paid it all. Otherwise one row per
 * payer, adding up to the bill when the host set them; the tabs are the transfers that square what
 * each person had against what they paid (src/domain/payers.ts).
 */
export const eventPayers = sqliteTable(
  'event_payers',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: ts('created_at').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
)
