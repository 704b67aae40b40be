import { Download } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EXPORT_TABLES, type ExportTable } from '@/domain/schemas/admin'
import { downloadCsv } from '@/lib/admin'
import * as ADMIN from '@/messages/admin'

const ABOUT: Record<ExportTable, string> = {
  profiles: ADMIN.exportUsersHint,
  events: ADMIN.exportEventsHint,
  items: ADMIN.exportItemsHint,
  support_tickets: ADMIN.exportTicketsHint,
}

/** Data: each table as a CSV download ('Failed to export {table}' when it fails). */
export default function DataTab() {
  const [busy, setBusy] = useState<ExportTable | null>(null)
  const [failed, setFailed] = useState<ExportTable | null>(null)
  const exportTable = async (table: ExportTable) => {
    setBusy(table)
    setFailed(null)
    try {
      await downloadCsv(table)
    } catch {
      setFailed(table)
    } finally {
      setBusy(null)
    }
  }
  return (
    <section aria-label={ADMIN.data} className="space-y-4">
      <p className="text-sm text-muted">{ADMIN.csvHint}</p>
      {failed && <Alert tone="error">{ADMIN.failedToExport(failed)}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        {EXPORT_TABLES.map((t) => (
          <Card key={t} className="flex flex-col gap-3 p-4">
            <div>
              <h2 className="font-semibold">{t}</h2>
              <p className="mt-1 text-sm text-muted">{ABOUT[t]}</p>
            </div>
            <Button
              variant="secondary"
              className="mt-auto self-start"
              onClick={() => exportTable(t)}
              disabled={busy !== null}
              loading={busy === t}
              aria-label={ADMIN.export(t)}
            >
              <Download size={16} aria-hidden="true" />
              {busy === t ? ADMIN.exporting : ADMIN.exportCsv}
            </Button>
          </Card>
        ))}
      </div>
    </section>
  )
}
