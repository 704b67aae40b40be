import { eq } from 'drizzle-orm'
import { type AdminSettings, DEFAULT_SETTINGS } from '../../../src/domain/schemas/admin'
import * as ADMIN from '../../../src/messages/admin'
import type { Db } from '../../db/client'
import { adminSettings } from '../../db/schema'
import type { Profile } from '../../env'
import { auditWrite } from './audit'

// The one settings row, 'global' (docs/decisions/022). Migration 0009 creates it; a missing row reads
// as DEFAULT_SETTINGS, so nothing breaks on a database that predates it.

export const SETTINGS_ID = 'global'
const GLOBAL = SETTINGS_ID

type Row = typeof adminSettings.$inferSelect

/** The settings row query (requireUser reads the row joined to the session instead: SETTINGS_ID). */
const settingsQuery = (db: Db) => db.select().from(adminSettings).where(eq(adminSettings.id, GLOBAL))

export function toSettings(row: Row | undefined): AdminSettings {
  if (!row) return { ...DEFAULT_SETTINGS }
  return {
    maxUsersPerEvent: row.maxUsersPerEvent,
    maxEventsPerUser: row.maxEventsPerUser,
    maxItemsPerEvent: row.maxItemsPerEvent,
    sessionTimeout: row.sessionTimeoutHours,
    supportEmail: row.supportEmail,
    maintenanceMode: row.maintenanceMode,
  }
}

export async function readSettings(db: Db): Promise<AdminSettings> {
  const [row] = await settingsQuery(db)
  return toSettings(row)
}

/** Saves every field (an upsert, so a missing row is created) and its audit entry in one batch. */
export async function updateSettings(db: Db, actor: Profile, input: AdminSettings): Promise<AdminSettings> {
  const before = await readSettings(db)
  const values = {
    maxUsersPerEvent: input.maxUsersPerEvent,
    maxEventsPerUser: input.maxEventsPerUser,
    maxItemsPerEvent: input.maxItemsPerEvent,
    sessionTimeoutHours: input.sessionTimeout,
    supportEmail: input.supportEmail,
    maintenanceMode: input.maintenanceMode,
    updatedAt: new Date(),
  }
  await db.batch([
    db
      .insert(adminSettings)
      .values({ id: GLOBAL, ...values })
      .onConflictDoUpdate({ target: adminSettings.id, set: values }),
    auditWrite(db, actor, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: GLOBAL,
      targetLabel: ADMIN.globalSettings,
      before,
      after: input,
    }),
  ])
  return input
}
