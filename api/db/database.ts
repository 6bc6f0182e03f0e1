// Opens the SQLite database (WAL) and applies the .sql migrations of ./migrations in name order,
// each once, recorded in schema_migrations. The files hold accounts and password hashes, so they
// are readable by their owner only.
import Database from 'better-sqlite3'
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export type Db = Database.Database

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

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

export function openDatabase(file: string): Db {
  if (file !== ':memory:') prepareFiles(file)
  const db = new Database(file)
  if (file !== ':memory:') db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db)
  return db
}

export function migrate(db: Db): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)')
  const applied = new Set(
    db
      .prepare('SELECT name FROM schema_migrations')
      .all()
      .map((r) => (r as { name: string }).name),
  )
  const files = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
  const ran: string[] = []
  for (const file of files) {
    if (applied.has(file)) continue
    const sql = readFileSync(join(migrationsDir, file), 'utf8')
    db.transaction(() => {
      db.exec(sql)
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(file, new Date().toISOString())
    })()
    ran.push(file)
  }
  return ran
}
