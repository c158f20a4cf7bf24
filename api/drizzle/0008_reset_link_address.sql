-- A reset link now names the address it was mailed to (docs/security.md). Links live one hour: the
-- few outstanding when this runs are dropped rather than given an address nobody recorded.
DELETE FROM "password_resets";--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "email" text NOT NULL;
