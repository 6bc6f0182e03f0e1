// Rows written before the campaign rule (docs/decisions/110) are held to it: users.query keeps its
// campaign parameters only (NULL when none is left), and every analytics payload is rewritten as
// the API now stores one (stored-attribution.ts). Code, not SQL: the rule is the contract's.
// It runs once, with the operator's CAMPAIGN_PARAMS of that start; a name added later keeps
// nothing of rows cleaned before it, which is the side to err on.
import type Database from 'better-sqlite3'
import { storedPayload, storedQuery } from '../../stored-attribution'

/** Rows read at a time: a large table is never held in memory at once. */
const BATCH = 500

/** Reads `table` in id order, `BATCH` rows at a time, and writes back each row whose value `clean` changes. */
function rewrite(
  db: Database.Database,
  table: 'users' | 'analytics_events',
  column: 'query' | 'payload',
  clean: (value: string) => string | null,
) {
  const read = db.prepare(`SELECT id, ${column} AS value FROM ${table} WHERE id > ? AND ${column} IS NOT NULL ORDER BY id LIMIT ${BATCH}`)
  const write = db.prepare(`UPDATE ${table} SET ${column} = ? WHERE id = ?`)
  let last = 0
  for (;;) {
    const rows = read.all(last) as { id: number; value: string }[]
    for (const row of rows) {
      const cleaned = clean(row.value)
      if (cleaned !== row.value) write.run(cleaned, row.id)
    }
    if (rows.length < BATCH) return
    last = rows[rows.length - 1]!.id
  }
}

/** A stored payload as the API now writes one; a payload that is not JSON is left as it is. */
function cleanPayload(payload: string, campaignParams: readonly string[]): string {
  let parsed: unknown
  try {
    parsed = JSON.parse(payload)
  } catch {
    return payload
  }
  const cleaned = JSON.stringify(storedPayload(parsed, campaignParams))
  // Unchanged payloads keep their exact text (key order, spacing) rather than a rewrite.
  return cleaned === JSON.stringify(parsed) ? payload : cleaned
}

export function cleanStoredQueries(db: Database.Database, settings: { campaignParams: readonly string[] }): void {
  rewrite(db, 'users', 'query', (query) => storedQuery(query, settings.campaignParams))
  rewrite(db, 'analytics_events', 'payload', (payload) => cleanPayload(payload, settings.campaignParams))
}
