-- The HTML part of each recorded mail, beside its text part (`body`), for the development
-- mailbox's previews (docs/decisions/109). Notices sent as text only leave it NULL.
ALTER TABLE outbox ADD COLUMN html TEXT;
