CREATE TABLE "advisor_visits" (
	"advisor_id" text PRIMARY KEY NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL,
	"previous_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD COLUMN "suitability" jsonb;--> statement-breakpoint
ALTER TABLE "advisor_visits" ADD CONSTRAINT "advisor_visits_advisor_id_advisor_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisor_users"("id") ON DELETE cascade ON UPDATE no action;