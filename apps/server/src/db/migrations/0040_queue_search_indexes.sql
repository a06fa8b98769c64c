-- The back office's queues search with ILIKE '%term%' and page newest first (issue #23): trigram
-- indexes let a search of 100,000 investors skip the table scan, and the ordering indexes give the
-- first page without sorting every row. pg_trgm is a trusted extension (a database owner may create
-- it); PGlite loads it from its contrib build.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_first_name_trgm" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_last_name_trgm" ON "users" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_full_name_trgm" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_phone_number_trgm" ON "users" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_created_at_idx" ON "users" ("created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_name_trgm" ON "accounts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_abn_trgm" ON "accounts" USING gin ("abn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_acn_trgm" ON "accounts" USING gin ("acn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_created_at_idx" ON "accounts" ("created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "registration_invites_email_trgm" ON "registration_invites" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "registration_invites_phone_number_trgm" ON "registration_invites" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "registration_invites_created_at_idx" ON "registration_invites" ("created_at", "id");
