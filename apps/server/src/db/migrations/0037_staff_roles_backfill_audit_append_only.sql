-- Staff from before roles (issue #23) keep what they could do: the operator's role.
UPDATE "users" SET "staff_role" = 'operator' WHERE "is_staff" AND "staff_role" IS NULL;
--> statement-breakpoint
-- The audit trail is append-only (issue #23 item 3): whoever connects as the application's role
-- can add entries but not change, remove or empty them. Statement triggers, so even a statement
-- that would touch no row is refused; plain PL/pgSQL, so it runs on PGlite and PostgreSQL alike.
CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_entries is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_append_only"();
