-- Passkeys: the reference API as a WebAuthn relying party (docs/decisions/112).
-- The opaque user handle an account's passkeys carry (`user.id` of the creation options): random,
-- made on the first registration and never the address or the account's number, so an
-- authenticator that shows or syncs it reveals nothing about the account.
CREATE TABLE webauthn_users (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  handle TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);

-- One row per registered credential. `credential_id` is base64url as the browser sends it;
-- `public_key` the COSE key; `sign_count` the authenticator's last signature counter (0 for the
-- many that keep none); `device_type` and `backed_up` what the authenticator said at the last use.
CREATE TABLE passkeys (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,
  public_key BLOB NOT NULL,
  sign_count INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  device_type TEXT NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
  backed_up INTEGER NOT NULL CHECK (backed_up IN (0, 1)),
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX passkeys_user ON passkeys(user_id);

-- Challenges handed out by the options endpoints, single-use: verifying one deletes it. Both the
-- challenge and the browser's binding (a secret the site keeps in an httpOnly cookie) are stored
-- as SHA-256 only. A registration challenge also belongs to the account that asked for it.
-- Expired rows are purged with the retention run (api/retention.ts).
CREATE TABLE passkey_challenges (
  id INTEGER PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('registration', 'authentication')),
  challenge_hash TEXT NOT NULL UNIQUE,
  binding_hash TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX passkey_challenges_expiry ON passkey_challenges(expires_at);
