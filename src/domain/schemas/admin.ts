import * as z from 'zod'
import * as ADMIN_RULES from '../../messages/admin-rules'
import { DEFAULT_SUPPORT_EMAIL } from '../support'
import { profileSchema, usernameSchema } from './profile'
import { text } from './text'

// The admin portal's requests and answers (docs/decisions/021 and 022). The worker validates
// with these and the browser's forms pipe into them, so both refuse the same things with the same words.

export const ROLES = ['user', 'moderator', 'admin', 'super_admin'] as const
export const USER_STATUSES = ['active', 'suspended'] as const
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const
export const EXPORT_TABLES = ['profiles', 'events', 'items', 'support_tickets'] as const
export type Role = (typeof ROLES)[number]
export type ExportTable = (typeof EXPORT_TABLES)[number]

export const ACCESS_DENIED = ADMIN_RULES.accessDenied
export const isAdminRole = (role: string) => role === 'admin' || role === 'super_admin'

/** The global settings before an admin changes them (also what a missing settings row reads as). */
export const DEFAULT_SETTINGS = {
  maxUsersPerEvent: 50,
  maxEventsPerUser: 10,
  maxItemsPerEvent: 100,
  sessionTimeout: 24,
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  maintenanceMode: false,
}

const limit = (label: string) =>
  z
    .number({ error: ADMIN_RULES.required(label) })
    .int(ADMIN_RULES.wholeNumber(label))
    .min(1, ADMIN_RULES.atLeastOne(label))
    .max(100_000, ADMIN_RULES.atMost(label, 100_000))

export const settingsSchema = z
  .object({
    maxUsersPerEvent: limit(ADMIN_RULES.maxUsersPerEvent),
    maxEventsPerUser: limit(ADMIN_RULES.maxEventsPerUser),
    maxItemsPerEvent: limit(ADMIN_RULES.maxItemsPerEvent),
    sessionTimeout: limit(ADMIN_RULES.sessionTimeout),
    supportEmail: text({
      label: ADMIN_RULES.supportEmail,
      max: 254,
      required: ADMIN_RULES.supportEmailRequired,
    }).pipe(z.email(ADMIN_RULES.supportEmailInvalid)),
    maintenanceMode: z.boolean(),
  })
  .strict()
  .meta({ id: 'AdminSettings' })
export type AdminSettings = z.output<typeof settingsSchema>

/** A number typed into a form: blank is 'required', anything else must read as a number. */
const typedNumber = (label: string) =>
  z
    .string()
    .trim()
    .min(1, ADMIN_RULES.required(label))
    .transform((s) => Number(s))
    .pipe(limit(label))

/** The Settings form: numbers as typed -> the PUT /api/admin/settings body. */
export const settingsFormSchema = z.object({
  maxUsersPerEvent: typedNumber(ADMIN_RULES.maxUsersPerEvent),
  maxEventsPerUser: typedNumber(ADMIN_RULES.maxEventsPerUser),
  maxItemsPerEvent: typedNumber(ADMIN_RULES.maxItemsPerEvent),
  sessionTimeout: typedNumber(ADMIN_RULES.sessionTimeout),
  supportEmail: settingsSchema.shape.supportEmail,
  maintenanceMode: z.boolean(),
})

/** What every page may read: the banner needs to know about maintenance. */
export const siteStatusSchema = z
  .object({ maintenanceMode: z.boolean(), supportEmail: z.string() })
  .meta({ id: 'SiteStatus' })

export const adminUserEditSchema = z
  .object({
    username: usernameSchema.optional(),
    firstName: text({ label: ADMIN_RULES.firstName, max: 60 })
      .transform((s) => s || null)
      .nullable()
      .optional(),
    role: z.enum(ROLES).optional(),
    status: z.enum(USER_STATUSES).optional(),
    /** Why the account is being suspended: kept in the audit log with the change (nowhere else). */
    reason: text({ label: ADMIN_RULES.reason, max: 500, multiline: true }).optional(),
  })
  .strict()
export type AdminUserEdit = z.input<typeof adminUserEditSchema>

/** The Edit User form (username required, same rules as at sign-up). */
export const adminUserFormSchema = z.object({
  username: usernameSchema,
  firstName: adminUserEditSchema.shape.firstName.unwrap(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
})

export const listQuerySchema = z.object({
  q: text({ label: ADMIN_RULES.search, max: 100 }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
})

export const ticketListQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
})

export const ticketStatusSchema = z.object({ status: z.enum(TICKET_STATUSES) }).strict()

const page = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), page: z.number(), pageSize: z.number(), total: z.number() })

export const adminUserSchema = profileSchema.pick({
  id: true,
  username: true,
  handle: true,
  firstName: true,
  email: true,
  role: true,
  status: true,
  createdAt: true,
})
export type AdminUser = z.infer<typeof adminUserSchema>
export const adminUserPageSchema = page(adminUserSchema).meta({ id: 'AdminUserPage' })

export const adminTicketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(['high', 'medium', 'low']),
  createdAt: z.string(),
  user: z.object({ id: z.string(), username: z.string(), email: z.string() }),
})
export type AdminTicket = z.infer<typeof adminTicketSchema>
export const adminTicketPageSchema = page(adminTicketSchema).meta({ id: 'AdminTicketPage' })

export const adminEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
  /** In the minor unit of the event's currency. */
  totalCents: z.number(),
  currency: z.string().describe('ISO 4217 code of the event'),
  host: z.object({ id: z.string(), username: z.string() }),
  participantCount: z.number(),
  itemCount: z.number(),
})
export type AdminEvent = z.infer<typeof adminEventSchema>
export const adminEventPageSchema = page(adminEventSchema).meta({ id: 'AdminEventPage' })

export const auditEntrySchema = z.object({
  id: z.string(),
  actorUsername: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetLabel: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const overviewSchema = z
  .object({
    counts: z.object({ users: z.number(), events: z.number(), openTickets: z.number(), pendingInvites: z.number() }),
    /** The last 30 days, oldest first, UTC dates (YYYY-MM-DD). */
    daily: z.array(z.object({ day: z.string(), signups: z.number(), events: z.number() })),
    audit: z.array(auditEntrySchema),
  })
  .meta({ id: 'AdminOverview' })
export type AdminOverview = z.infer<typeof overviewSchema>

export const okSchema = z.object({ ok: z.literal(true) })
