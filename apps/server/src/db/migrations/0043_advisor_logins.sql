ALTER TABLE "users" ADD COLUMN "advisor_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_advisor_id_unique" UNIQUE("advisor_id");