CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"advisor_id" text NOT NULL,
	"subject" text NOT NULL,
	"token" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text
);
--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "publication" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_advisor_id_advisor_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisor_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_advisor_subject_idx" ON "subscriptions" USING btree ("advisor_id","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_token_idx" ON "subscriptions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "subscriptions_subject_idx" ON "subscriptions" USING btree ("subject","ended_at");--> statement-breakpoint
CREATE INDEX "mails_publication_idx" ON "mails" USING btree ("publication");