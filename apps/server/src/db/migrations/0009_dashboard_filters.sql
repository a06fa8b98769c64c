CREATE TABLE "dashboard_filters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"account_ids" integer[] DEFAULT '{}' NOT NULL,
	"investment_option_ids" integer[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_filters" ADD CONSTRAINT "dashboard_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;