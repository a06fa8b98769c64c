CREATE TABLE "database_markers" (
	"name" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A database the demo seed filled before this marker existed is known by the demo staff person
-- the seed creates (nothing else makes staff@example.com a staff user), so `npm start` keeps
-- working on an existing .data/. Any other database with people stays unmarked, and demo mode
-- refuses to seed it (db/seed/demo-database.ts).
INSERT INTO "database_markers" ("name")
SELECT 'demo' WHERE EXISTS (SELECT 1 FROM "users" WHERE lower("email") = 'staff@example.com' AND "is_staff");
