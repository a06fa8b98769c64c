-- Staff from before roles (issue #23) keep what they could do: the operator's role.
UPDATE "users" SET "staff_role" = 'operator' WHERE "is_staff" AND "staff_role" IS NULL;
