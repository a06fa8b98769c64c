CREATE TABLE "abn_lookups" (
	"abn" text PRIMARY KEY NOT NULL,
	"record" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acn_lookups" (
	"session_id" integer NOT NULL,
	"acn" text NOT NULL,
	"record" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acn_lookups_session_id_acn_pk" PRIMARY KEY("session_id","acn")
);
--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "external_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "abn" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "acn" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "trustee_type" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "trustee_name" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "acn_lookup_data" jsonb;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "products" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "skip_beneficial_owners" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "skip_deed_attachment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_members" ADD COLUMN "is_selected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "acn_lookups" ADD CONSTRAINT "acn_lookups_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acn_lookups_fetched_idx" ON "acn_lookups" USING btree ("fetched_at");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_members_selected_unique" ON "account_members" USING btree ("user_id") WHERE "account_members"."is_selected";