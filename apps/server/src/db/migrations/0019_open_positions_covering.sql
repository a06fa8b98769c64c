-- The open positions' index carries every column a day's import compares and the dashboard reads,
-- so both read the index alone instead of rows scattered over the whole history (drizzle's index
-- builder cannot say INCLUDE; the schema file names this migration).
DROP INDEX "holding_positions_open";--> statement-breakpoint
CREATE UNIQUE INDEX "holding_positions_open" ON "holding_positions" USING btree ("investment_option_id","code") INCLUDE ("name","asset_class","units","target_units","strike_price","valid_from") WHERE "holding_positions"."valid_to" is null;--> statement-breakpoint
-- Index-only reads need the rows' pages marked all-visible by VACUUM. A day changes a few
-- thousand positions of tens of millions: the default thresholds (20 % of the table) would let
-- those pages pile up for years, so vacuum after every ~10,000 changed or added rows instead.
ALTER TABLE "holding_positions" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 10000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 10000);
