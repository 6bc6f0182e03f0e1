-- The sign-up form's marketing e-mail opt-in: unchecked by default, stored with its time.
ALTER TABLE users ADD COLUMN marketing_opt_in_at INTEGER;
