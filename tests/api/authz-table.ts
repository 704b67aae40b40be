// Who may call each route of /api/openapi.json: the expectation table of tests/api/authz-matrix.test.ts.
// One entry per route. A route the API serves that is missing here fails the matrix by name: add one
// line saying who may call it (and, when the call needs one, a body and the state it acts on).
//
// `may` names who gets a 2xx. Everyone else is refused with the default for who they are (below) unless
// `refuse` says otherwise, and a refused call changes nothing in D1 or R2.
//   anon        no session                                             -> 401
//   stranger    signed in, not in the event                            -> 404 (event ids cannot be probed)
//   admin       profiles.role = 'admin', not in the event               -> as a stranger, on event routes
//   participant joined the event by code                                -> 403
//   owner       joined, and owns the route's item (Soup, assigned by the host)
//   host        created the event
//   guest       a guest account (joined with only a first name, decision 053), in the event: gets what the
//               participant gets unless `guest` says otherwise (it may not host, find people or make friends)
// Shorthands: 'members' = participant owner host (and the guest); 'users' = every signed-in role; 'anyone' = all.

import { receiptBody } from './event-fixtures'

export type Role = 'anon' | 'stranger' | 'admin' | 'participant' | 'owner' | 'host' | 'guest'
export const ROLES: readonly Role[] = ['anon', 'stranger', 'admin', 'participant', 'owner', 'host', 'guest']

/** What a fixture holds, for bodies and path parameters. */
export type Fixture = {
  eventId: string
  joinCode: string
  /** Soup: assigned to the owner. Bread: unclaimed, added by the host. */
  soupId: string
  breadId: string
  placeholderId: string
  ids: Record<Role, string>
  /** Filled by the states below. */
  disputeId?: string
  settlementId?: string
  paymentId?: string
  pendingName?: string
}

/** The state a route acts on, made by the fixture before the call. */
export type State =
  | 'pickup' // the participant asked to pick Soup up
  | 'claimed' // the host turned approvals off and the participant took Bread in one tap
  | 'dispute' // the participant disputed the owner's Soup
  | 'settled' // the host sent tabs: the owner owes the host
  | 'paid' // ... and the owner reported paying the host 1 cent
  | 'receipt' // the host uploaded a receipt photo
  | 'pendingPhoto' // the host uploaded a replacement photo waiting to be applied

export type Rule = {
  may: 'anyone' | 'users' | 'members' | string
  /** Status for a role that is not the default for its kind (a 409 is past the permission check). */
  refuse?: Partial<Record<Role, number>>
  /** Status a permitted role gets when it is not a 2xx (e.g. the receipt reader is offline in tests). */
  expect?: Partial<Record<Role, number>>
  body?: (f: Fixture) => unknown
  /** A multipart upload of a small JPEG instead of a JSON body. */
  upload?: true
  query?: (f: Fixture) => string
  /** Path parameters that are not the fixture's defaults ({id} is the event's id otherwise). */
  params?: (f: Fixture) => Record<string, string>
  state?: State
  headers?: Record<string, string>
  /** The guest's status when it is not the participant's (a 403: guests may not do this). */
  guest?: number
}

const JSON_RECEIPT = {
  include: { location: false, dateTime: false, totals: true, items: true },
  receipt: receiptBody(),
}

/** An id no row has. */
const NOBODY = 'no-such-id-0000'
const everyone = (status: number): Partial<Record<Role, number>> =>
  Object.fromEntries(ROLES.map((r) => [r, status])) as Partial<Record<Role, number>>
const signedIn = (status: number) => {
  const { anon: _, ...rest } = everyone(status)
  return rest
}

/** The admin settings while the matrix runs: one host opens an event per fixture, far past the default 10. */
export const MATRIX_SETTINGS = {
  maxUsersPerEvent: 50,
  maxEventsPerUser: 100000,
  maxItemsPerEvent: 100,
  sessionTimeout: 24,
  supportEmail: 'support@example.com',
  maintenanceMode: false,
}

export const TABLE: Record<string, Rule> = {
  'GET /api/me': { may: 'users' },
  // The user's own live socket (notifications, direct messages): every signed-in person, 101.
  'GET /api/me/live': { may: 'users', headers: { upgrade: 'websocket' } },
  'PATCH /api/me/profile': { may: 'users', body: () => ({ firstName: 'Matrix' }) },
  // Only a guest account may keep its tabs (everyone else signed in is told they are no guest: 409). The
  // matrix's guest must stay a guest for the other routes, so its password is refused as too common (400):
  // past the guard, nothing written. The upgrade itself: tests/api/guest-keep-tabs.test.ts.
  'POST /api/me/keep-tabs': {
    may: 'nobody',
    body: () => ({ email: 'kept.matrix@example.com', password: 'password', terms: true }),
    refuse: { stranger: 409, admin: 409, participant: 409, owner: 409, host: 409 },
    guest: 400,
  },
  // A sign-in link to keep the tabs (decision 054): the same guard. The matrix's guest asks for a link to
  // the guest domain, refused (400) before anything is counted or mailed; the links themselves:
  // tests/api/guest-magic-link.test.ts.
  'POST /api/me/keep-tabs/link': {
    may: 'nobody',
    body: () => ({ email: 'link.matrix@guest.opentab.invalid', terms: true }),
    refuse: { stranger: 409, admin: 409, participant: 409, owner: 409, host: 409 },
    guest: 400,
  },
  'GET /api/me/notifications': { may: 'users' },
  'POST /api/me/notifications/read': { may: 'users' },
  'GET /api/events': { may: 'users' },
  'POST /api/events': { may: 'users', body: () => ({ title: 'Matrix night' }), guest: 403 },
  'GET /api/events/{id}': { may: 'members' },
  'PATCH /api/events/{id}': { may: 'host', body: () => ({ title: 'Renamed' }) },
  'DELETE /api/events/{id}': { may: 'host' },
  'POST /api/events/{id}/placeholders': { may: 'host', body: () => ({ name: 'Gwen' }) },
  'DELETE /api/events/{id}/placeholders/{placeholderId}': { may: 'host' },
  'POST /api/events/{id}/items': { may: 'members', body: () => ({ name: 'Tea', priceCents: 300 }) },
  'POST /api/events/{id}/items/quick-assign': {
    may: 'host',
    body: (f) => ({ itemIds: [f.breadId], assignees: [{ userId: f.ids.participant }] }),
  },
  // Soup was added by the host and is the owner's: a new price (or deleting it) moves the owner's bill, so
  // only the host may; the owner may still rename it (tests/api/items-edit-rights.test.ts).
  'PATCH /api/events/{id}/items/{itemId}': { may: 'host', body: () => ({ name: 'Soup', priceCents: 1300 }) },
  'DELETE /api/events/{id}/items/{itemId}': { may: 'host' },
  'GET /api/events/{id}/items/{itemId}/history': { may: 'members' },
  'POST /api/events/{id}/items/{itemId}/pickup': { may: 'participant', refuse: { owner: 409 } },
  'POST /api/events/{id}/items/{itemId}/pickup/approve': { may: 'owner host', state: 'pickup' },
  'POST /api/events/{id}/items/{itemId}/pickup/deny': { may: 'owner host', state: 'pickup' },
  // The guest did not ask: only the person who asked may cancel.
  'POST /api/events/{id}/items/{itemId}/pickup/cancel': { may: 'participant', state: 'pickup', guest: 403 },
  'POST /api/events/{id}/items/pickup/approve-all': { may: 'host', state: 'pickup' },
  // Only whoever took the item may undo; to anyone else in the event it is not theirs to undo (409).
  'POST /api/events/{id}/items/{itemId}/claim/undo': {
    may: 'participant',
    state: 'claimed',
    params: (f) => ({ itemId: f.breadId }),
    refuse: { owner: 409, host: 409 },
    guest: 409,
  },
  'POST /api/events/{id}/items/{itemId}/assign': {
    may: 'host',
    body: (f) => ({ assignee: { userId: f.ids.participant } }),
  },
  'POST /api/events/{id}/items/{itemId}/release': { may: 'owner host' },
  'PUT /api/events/{id}/items/{itemId}/shares': {
    may: 'owner host',
    body: (f) => ({ ownerPercent: 50, shares: [{ person: { userId: f.ids.participant }, percent: 50 }] }),
  },
  'GET /api/events/{id}/disputes': { may: 'host' },
  'POST /api/events/{id}/items/{itemId}/disputes': { may: 'participant', body: () => ({ reason: 'Not mine' }) },
  'POST /api/events/{id}/disputes/{disputeId}/approve': { may: 'host', state: 'dispute' },
  'POST /api/events/{id}/disputes/{disputeId}/reject': { may: 'host', state: 'dispute' },
  // The socket upgrade answers 101, which the table reads as success.
  'GET /api/events/{id}/live': { may: 'members', headers: { upgrade: 'websocket' } },
  'POST /api/events/{id}/receipt': { may: 'host', upload: true },
  // Someone outside the event holding the link gets the event's 404, like every event route: a 403 would tell
  // them the event exists (issue 38, item 10).
  'GET /api/events/{id}/receipt': { may: 'members', state: 'receipt' },
  'DELETE /api/events/{id}/receipt': { may: 'host', state: 'receipt' },
  'POST /api/events/{id}/receipt/pending': { may: 'host', upload: true },
  'DELETE /api/events/{id}/receipt/pending/{name}': { may: 'host', state: 'pendingPhoto' },
  'GET /api/events/{id}/receipt/imported-count': { may: 'host' },
  'POST /api/events/{id}/receipt/apply': { may: 'host', body: () => JSON_RECEIPT },
  // No reader is configured in tests: the host gets past every check to 'reader_offline'.
  'POST /api/events/{id}/receipt/read': { may: 'host', state: 'receipt', expect: { host: 409 } },
  'GET /api/events/{id}/settlements': { may: 'members' },
  'GET /api/events/{id}/settlements/export.csv': { may: 'members' },
  'POST /api/events/{id}/settlements/calculate': { may: 'host', body: () => ({}) },
  // [] is 'the host paid it all': always valid for the host.
  'PUT /api/events/{id}/payers': { may: 'host', body: () => ({ payers: [] }) },
  // The owner pays the host: the participant owes the host nothing (409), the host cannot pay themself (400).
  'POST /api/events/{id}/payments': {
    may: 'owner',
    state: 'settled',
    body: (f) => ({ toId: f.ids.host, amountCents: 1 }),
    refuse: { participant: 409, host: 400 },
  },
  // Only the person paid (the host) confirms; the owner, who paid, is refused.
  'PATCH /api/events/{id}/payments/{paymentId}': { may: 'host', state: 'paid', body: () => ({ action: 'confirm' }) },
  'GET /api/receipt-reader': { may: 'users' },
  'POST /api/join': { may: 'users', body: (f) => ({ code: f.joinCode }) },
  // What a code opens, and joining without an account: open to anyone holding the code. Someone signed in
  // joins with their account instead (409).
  'GET /api/join/{code}': { may: 'anyone', params: (f) => ({ code: f.joinCode }) },
  'POST /api/join/guest': {
    may: 'anon',
    body: (f) => ({ code: f.joinCode, firstName: 'Gia' }),
    refuse: { stranger: 409, admin: 409, participant: 409, owner: 409, host: 409 },
    guest: 409,
  },

  'GET /api/tabs': { may: 'users' },
  // Settling up with the host: the owner owes the host; everyone else has nothing to settle with them.
  'POST /api/tabs/settle-up': {
    may: 'owner',
    state: 'settled',
    body: (f) => ({ personId: f.ids.host, amountCents: 1 }),
    refuse: { stranger: 409, admin: 409, participant: 409, host: 409 },
  },
  'GET /api/search': { may: 'users', query: () => 'q=soup' },
  'POST /api/support-tickets': { may: 'users', body: () => ({ subject: 'Help', description: 'It broke' }) },
  'GET /api/session': { may: 'anyone' },
  'GET /api/site-status': { may: 'anyone' },
  'POST /api/me/notifications/clear-read': { may: 'users' },
  // Marking a notification read is idempotent: an id that is not yours marks nothing and answers ok.
  'POST /api/me/notifications/{id}/read': { may: 'users', params: () => ({ id: NOBODY }) },
  'POST /api/me/notifications/{id}/hide': { may: 'users', params: () => ({ id: NOBODY }) },

  // People. The host's friends are nobody in the fixture, so adding one is a 404 for the host.
  'GET /api/events/{id}/qr.png': { may: 'members' },
  'POST /api/events/{id}/invites': { may: 'host', body: () => ({ firstName: 'Ivy', email: 'ivy.matrix@example.com' }) },
  'GET /api/events/{id}/invitable-friends': { may: 'host' },
  'POST /api/events/{id}/members': { may: 'host', body: (f) => ({ userId: f.ids.stranger }), expect: { host: 404 } },
  'DELETE /api/events/{id}/participants/{userId}': { may: 'host', params: (f) => ({ userId: f.ids.participant }) },
  // Invitation links: open to anyone holding one; an unknown id is a 404 for everyone.
  'GET /api/invites/{id}': { may: 'anyone', params: () => ({ id: NOBODY }), expect: everyone(404) },
  'POST /api/invites/{id}/accept': {
    may: 'anyone',
    params: () => ({ id: NOBODY }),
    body: () => ({ username: 'matrixnew', password: 'correct horse battery', terms: true }),
    expect: everyone(404),
  },
  // One's own invitations (to one's own e-mail): every signed-in person, and only theirs; an invitation
  // id that is not one's own (here: none at all) is a 404 for everyone signed in.
  'GET /api/invites': { may: 'users' },
  'POST /api/invites/{id}/join': { may: 'users', params: () => ({ id: NOBODY }), expect: signedIn(404) },
  'POST /api/events/{id}/placeholders/{placeholderId}/shares': {
    may: 'host',
    body: () => ({ email: 'gil@example.com' }),
  },
  'POST /api/events/{id}/placeholders/{placeholderId}/link': { may: 'host', body: () => ({}) },
  'GET /api/events/{id}/guest-shares': { may: 'host' },
  'DELETE /api/events/{id}/guest-shares/{shareId}': {
    may: 'host',
    params: () => ({ shareId: NOBODY }),
    expect: { host: 404 },
  },
  'POST /api/events/{id}/placeholders/{placeholderId}/merge': {
    may: 'host',
    body: (f) => ({ userId: f.ids.participant }),
  },
  'GET /api/guest-shares/{token}': { may: 'anyone', params: () => ({ token: NOBODY }), expect: everyone(404) },
  // A guest account's own tab link (decision 055): the guest only. Full accounts in the event, the host
  // included, get 403 (they sign in anywhere); outside it, the event's 404. The fixture's guest has no
  // link yet, so turning it off is its 404.
  'GET /api/events/{id}/tab-link': { may: 'guest', guest: 200 },
  'POST /api/events/{id}/tab-link': { may: 'guest', body: () => ({}), guest: 201 },
  'DELETE /api/events/{id}/tab-link': { may: 'guest', guest: 404 },
  'GET /api/friends': { may: 'users' },
  'GET /api/friends/search': { may: 'users', query: () => 'q=mx', guest: 403 },
  'GET /api/friends/requests': { may: 'users' },
  // The fixture's people are not open to invites, so a request to the host finds nobody (404) for everyone.
  // The host is not open to invites, but people at an event with them may find and ask them: the
  // participant and the owner get through; the stranger and the admin share nothing (404), the host is themself.
  'POST /api/friends/requests': {
    may: 'users',
    body: (f) => ({ userId: f.ids.host }),
    expect: { stranger: 404, admin: 404, host: 404 },
    guest: 403,
  },
  'POST /api/friends/requests/{id}/accept': {
    may: 'users',
    params: () => ({ id: NOBODY }),
    expect: signedIn(404),
    guest: 403,
  },
  'POST /api/friends/requests/{id}/reject': { may: 'users', params: () => ({ id: NOBODY }), expect: signedIn(404) },
  'DELETE /api/friends/{id}': { may: 'users', params: () => ({ id: NOBODY }), expect: signedIn(404) },

  // Live: the event's chat, and direct messages with someone you share an event with.
  'GET /api/events/{id}/comments': { may: 'members' },
  'POST /api/events/{id}/comments': { may: 'members', body: () => ({ content: 'Hi all' }) },
  'GET /api/me/messages': { may: 'users' },
  // A conversation exists only with someone you share an event with: 404 for the stranger, the admin and
  // the host (no conversation with yourself).
  'GET /api/me/messages/{personId}': {
    may: 'users',
    params: (f) => ({ personId: f.ids.host }),
    expect: { stranger: 404, admin: 404, host: 404 },
  },
  'POST /api/me/messages/{personId}/read': { may: 'users', params: (f) => ({ personId: f.ids.host }) },
  // Members share the event with the host; a stranger or admin shares nothing (403), the host is themself.
  'POST /api/me/messages/{personId}': {
    may: 'members',
    params: (f) => ({ personId: f.ids.host }),
    body: () => ({ content: 'Hello' }),
    expect: { host: 400 },
  },

  // Admin: admins only; everyone else signed in is 403.
  'GET /api/admin/overview': { may: 'admin' },
  'GET /api/admin/users': { may: 'admin' },
  'PATCH /api/admin/users/{id}': {
    may: 'admin',
    params: (f) => ({ id: f.ids.stranger }),
    body: () => ({ firstName: 'Sam' }),
  },
  'DELETE /api/admin/users/{id}': { may: 'admin', params: () => ({ id: NOBODY }), expect: { admin: 404 } },
  'GET /api/admin/tickets': { may: 'admin' },
  'PATCH /api/admin/tickets/{id}': {
    may: 'admin',
    params: () => ({ id: NOBODY }),
    body: () => ({ status: 'closed' }),
    expect: { admin: 404 },
  },
  'GET /api/admin/events': { may: 'admin' },
  'GET /api/admin/export/{table}': { may: 'admin', params: () => ({ table: 'profiles' }) },
  'GET /api/admin/settings': { may: 'admin' },
  // Keeps the lifted open-events limit the matrix needs (its host opens an event per fixture).
  'PUT /api/admin/settings': { may: 'admin', body: () => ({ ...MATRIX_SETTINGS }) },

  // Development only (APP_ENV=development in tests); production answers 404 (tests/api/mail.test.ts).
  'GET /api/dev/mailbox': { may: 'anyone', query: () => 'to=nobody@example.com' },
}

// better-auth's own endpoints: 'session' ones need a signed-in user (anonymous -> 401, nothing changes);
// 'open' ones are the sign-up, sign-in and recovery flows, covered by tests/api/auth-*.test.ts.
export const AUTH_TABLE: Record<string, 'session' | 'open'> = {
  'POST /api/auth/sign-in/social': 'open',
  'GET /api/auth/callback/{id}': 'open',
  'POST /api/auth/callback/{id}': 'open',
  'GET /api/auth/get-session': 'open', // answers null without a session
  'POST /api/auth/get-session': 'open',
  'POST /api/auth/sign-out': 'open',
  'POST /api/auth/sign-up/email': 'open',
  'POST /api/auth/sign-in/email': 'open',
  'POST /api/auth/reset-password': 'open',
  'POST /api/auth/verify-password': 'session',
  'GET /api/auth/verify-email': 'open',
  'POST /api/auth/send-verification-email': 'open',
  'POST /api/auth/change-email': 'session',
  'POST /api/auth/change-password': 'session',
  'POST /api/auth/update-session': 'session',
  'POST /api/auth/update-user': 'session',
  'POST /api/auth/delete-user': 'session',
  'POST /api/auth/request-password-reset': 'open',
  'GET /api/auth/reset-password/{token}': 'open',
  'GET /api/auth/list-sessions': 'session',
  'POST /api/auth/revoke-session': 'session',
  'POST /api/auth/revoke-sessions': 'session',
  'POST /api/auth/revoke-other-sessions': 'session',
  'POST /api/auth/link-social': 'session',
  'GET /api/auth/list-accounts': 'session',
  'GET /api/auth/delete-user/callback': 'open',
  'POST /api/auth/unlink-account': 'session',
  'POST /api/auth/refresh-token': 'open',
  'POST /api/auth/get-access-token': 'open',
  'GET /api/auth/account-info': 'session',
  'GET /api/auth/ok': 'open',
  'GET /api/auth/error': 'open',
  // The anonymous plugin (decision 053): refused from outside (404); guests are made by POST /api/join/guest.
  'POST /api/auth/sign-in/anonymous': 'open',
  'POST /api/auth/delete-anonymous-user': 'session',
  // The magic-link plugin (decision 054): its send route is refused from outside (404), links are asked for
  // by POST /api/me/keep-tabs/link; opening one is a sign-in by its token (tests/api/guest-magic-link.test.ts).
  'POST /api/auth/sign-in/magic-link': 'open',
  'GET /api/auth/magic-link/verify': 'open',
}
