-- The users and accounts queues search one text per row (src/db/search-text.ts spells the same
-- expressions; the planner uses these indexes only while the two agree): one trigram condition
-- instead of ILIKEs ORed over several columns, which read the whole table at 100,000 investors.
-- The per-column indexes only those two searches used go; name, e-mail and full name stay for the
-- other queues that search them.
CREATE INDEX IF NOT EXISTS "users_search_text_trgm" ON "users" USING gin ((("email" || E'\n' || "first_name" || ' ' || "last_name" || E'\n' || coalesce("phone_number", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_search_text_trgm" ON "accounts" USING gin ((("name" || E'\n' || coalesce("abn", '') || E'\n' || coalesce("acn", ''))) gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "users_first_name_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "users_last_name_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "users_phone_number_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "accounts_abn_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "accounts_acn_trgm";
