-- Initial schema of the reference API. Times are integer milliseconds since the epoch.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT,
  m_id TEXT NOT NULL,
  locale TEXT NOT NULL,
  query TEXT,
  email_verified_at INTEGER,
  disabled_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE social_identities (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  email TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (provider, subject)
);
CREATE INDEX social_identities_user ON social_identities(user_id);

CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  platform TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX sessions_user ON sessions(user_id);

-- Single-use tokens of every kind: login links, verification, password reset, social
-- registration, OAuth state and development provider codes.
CREATE TABLE one_time_tokens (
  id INTEGER PRIMARY KEY,
  purpose TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  payload TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX one_time_tokens_user ON one_time_tokens(user_id, purpose);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  links TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  error TEXT
);
CREATE INDEX outbox_to ON outbox(to_address);

CREATE TABLE claims (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  amount REAL NOT NULL,
  currency TEXT NOT NULL,
  category TEXT NOT NULL,
  brand TEXT NOT NULL,
  tier TEXT NOT NULL,
  country_code TEXT,
  demo INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

-- Contact form, notify-me and CCPA opt-outs.
CREATE TABLE contact_requests (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  email TEXT NOT NULL,
  name TEXT,
  message TEXT,
  payload TEXT,
  locale TEXT,
  platform TEXT,
  created_at INTEGER NOT NULL
);

-- api/track, auth/store-meta and auth/store-meta/attribution.
CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  event TEXT,
  m_id TEXT,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  payload TEXT NOT NULL,
  locale TEXT,
  platform TEXT,
  created_at INTEGER NOT NULL
);
