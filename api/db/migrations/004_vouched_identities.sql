-- Whether the e-mail of a linked social identity was proven when it was linked — by its provider
-- (email_verified) or by a link we mailed to the address — so that an identity nobody vouched for
-- cannot sign in to the account of that address (docs/decisions/106).
-- Rows from before this column are recorded as not vouched for (0): the earlier code linked
-- identities whose provider had not vouched for the address, and nothing tells those rows apart
-- now. Failing closed costs a genuine user little: the next sign-in in which the provider vouches
-- for the account's address upgrades the row.
ALTER TABLE social_identities ADD COLUMN email_vouched INTEGER NOT NULL DEFAULT 0 CHECK (email_vouched IN (0, 1));
