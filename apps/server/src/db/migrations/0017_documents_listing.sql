DROP INDEX "documents_account_date_idx";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(category || chr(31) || company)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_listing_idx" ON "documents" USING btree ("account_id","date_of" DESC,"id" DESC) INCLUDE ("category","company","file_size","is_annual_summary_pack","search_text");
