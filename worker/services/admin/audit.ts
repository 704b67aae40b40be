import { desc, type SQL } from 'drizzle-orm'
import type { AuditEntry } from '../../../src/domain/schemas/admin'
import type { Db } from '../../db/client'
import { adminAuditLog } from '../../db/schema'
import type { Profile } from '../../env'
import { newId } from '../../lib/ids'
import { insertIf } from '../events/insert-if'

// Every admin action leaves an entry (docs/decisions/022). Callers put `auditWrite` in the same
// db.batch as the action itself, so an action without its entry (or an entry without its action)
// cannot happen.

export type AuditFacts = {
  action: string
  targetType: 'user' | 'ticket' | 'settings'
  targetId: string
  targetLabel: string
  before: unknown
  after: unknown
}

/** The entry's insert; with `onlyIf`, it lands only when that SQL holds (the action's own guard). */
export function auditWrite(db: Db, actor: Profile, facts: AuditFacts, onlyIf?: SQL) {
  const values = {
    id: newId(),
    actorId: actor.id,
    actorUsername: actor.username,
    action: facts.action,
    targetType: facts.targetType,
    targetId: facts.targetId,
    targetLabel: facts.targetLabel,
    beforeJson: facts.before === undefined ? null : JSON.stringify(facts.before),
    afterJson: facts.after === undefined ? null : JSON.stringify(facts.after),
    createdAt: new Date(),
  }
  return onlyIf ? insertIf(db, adminAuditLog, values, onlyIf) : db.insert(adminAuditLog).values(values)
}

const AUDIT_LIST_SIZE = 50

export const auditListQuery = (db: Db) =>
  db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt), adminAuditLog.id).limit(AUDIT_LIST_SIZE)

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json))

export function toAuditEntry(row: typeof adminAuditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    actorUsername: row.actorUsername,
    action: row.action,
    targetType: row.targetType,
    targetLabel: row.targetLabel,
    before: parse(row.beforeJson),
    after: parse(row.afterJson),
    createdAt: row.createdAt.toISOString(),
  }
}
