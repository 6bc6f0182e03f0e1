// Opens the SQLite database (WAL) and applies the migrations of ./migrations in name order, each
// once, recorded in schema_migrations: .sql files, and the few that are code (a rule applied row
// by row, which SQL cannot say), listed in CODE_MIGRATIONS. The files hold accounts and password
// hashes, so they are readable by their owner only.
import Database from 'better-sqlite3'
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cleanStoredQueries } from './migrations/006_campaign_queries'

export type Db = Database.Database

/** What a code migration may need of the configuration. */
export interface MigrationSettings {
  /** The operator's campaign parameters (CAMPAIGN_PARAMS), kept by the campaign rule. */
  campaignParams: readonly string[]
}

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Migrations that are code, by the name they are recorded under; each runs in its own transaction like a .sql file. */
const CODE_MIGRATIONS: Readonly<Record<string, (db: Db, settings: MigrationSettings) => void>> = {
  '006_campaign_queries.ts': cleanStoredQueries,
}

const DEFAULT_SETTINGS: MigrationSettings = { campaignParams: [] }

/** `file` is a path or ':memory:'. */
/**
 * A missing data directory is created 0700; the database file is created 0600 before SQLite
 * opens it (SQLite gives its -wal and -shm files the mode of the database file), and files left
 * by an earlier, laxer version are tightened to 0600.
 */
function prepareFiles(file: string): void {
  const dir = dirname(file)
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 })
  closeSync(openSync(file, 'a', 0o600))
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600)
}

export function openDatabase(file: string, settings: MigrationSettings = DEFAULT_SETTINGS): Db {
  if (file !== ':memory:') prepareFiles(file)
  const db = new Database(file)
  if (file !== ':memory:') db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db, settings)
  return db
}

export function migrate(db: Db, settings: MigrationSettings = DEFAULT_SETTINGS): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)')
  const applied = new Set(
    db
      .prepare('SELECT name FROM schema_migrations')
      .all()
      .map((r) => (r as { name: string }).name),
  )
  const names = [...readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')), ...Object.keys(CODE_MIGRATIONS)].sort()
  const ran: string[] = []
  for (const name of names) {
    if (applied.has(name)) continue
    const code = CODE_MIGRATIONS[name]
    db.transaction(() => {
      if (code) code(db, settings)
      else db.exec(readFileSync(join(migrationsDir, name), 'utf8'))
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(name, new Date().toISOString())
    })()
    ran.push(name)
  }
  return ran
}
