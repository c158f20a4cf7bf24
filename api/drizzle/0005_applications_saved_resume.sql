CREATE TABLE "saved_resumes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "application_status" text DEFAULT 'to_send' NOT NULL;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "posting_url" text;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "posting_text" text;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "application_note" text;--> statement-breakpoint
ALTER TABLE "saved_resumes" ADD CONSTRAINT "saved_resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_application_status_check" CHECK ("letters"."application_status" in ('to_send', 'sent', 'interview', 'rejected', 'accepted'));