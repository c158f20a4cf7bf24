CREATE TABLE "letter_versions" (
	"letter_id" text PRIMARY KEY NOT NULL,
	"versions" jsonb NOT NULL,
	"chosen_version" integer DEFAULT 0 NOT NULL,
	"ats_analysis" jsonb,
	"fact_check" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "letter_versions" ADD CONSTRAINT "letter_versions_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;