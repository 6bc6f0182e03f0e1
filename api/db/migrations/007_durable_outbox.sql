-- The outbox delivers what the API acknowledged at least once, across mail-server outages and
-- restarts (docs/decisions/111). A row waits for delivery while `next_attempt_at` is set: the
-- delivery loop takes it once that time has come, claiming it (`claimed_at`, and
-- `next_attempt_at` moved a lease ahead) so that one send at a time is under way. Delivered
-- (`sent_at`) or given up (`failed_at`), the row settles: `next_attempt_at` and `payload` are
-- cleared. `payload` is the message as sent, sealed (mail/sealed.ts): the columns beside it keep
-- the link's secret redacted.
-- Rows from before this migration are settled as they are: their message was never kept whole
-- (a link's secret was redacted), so nothing of them can be sent again.
ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'notice';
ALTER TABLE outbox ADD COLUMN payload BLOB;
ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at INTEGER;
ALTER TABLE outbox ADD COLUMN claimed_at INTEGER;
ALTER TABLE outbox ADD COLUMN give_up_at INTEGER;
ALTER TABLE outbox ADD COLUMN failed_at INTEGER;
CREATE INDEX outbox_due ON outbox(next_attempt_at) WHERE next_attempt_at IS NOT NULL;
