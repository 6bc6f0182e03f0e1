-- The address a token without a user belongs to (a social registration link, a pending social
-- identity waiting for its address to be proven), so a newer link for that address can supersede
-- the older ones (docs/decisions/107).
ALTER TABLE one_time_tokens ADD COLUMN email TEXT;
CREATE INDEX one_time_tokens_email ON one_time_tokens(email, purpose);
