-- A sign-in check is written before its password is compared, with "succeeded" null until it is,
-- so that the lockout counts the checks still in flight in every process (login.service.ts).
ALTER TABLE "login_attempts" ALTER COLUMN "succeeded" DROP NOT NULL;
