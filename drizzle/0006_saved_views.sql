CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY NOT NULL,
	"advisor_id" text NOT NULL,
	"label" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"view_keys" text NOT NULL,
	"data_versions" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_label_length" CHECK (char_length("saved_views"."label") BETWEEN 1 AND 60),
	CONSTRAINT "saved_views_note_length" CHECK (char_length("saved_views"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_advisor_id_advisor_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisor_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_views_advisor_created_idx" ON "saved_views" USING btree ("advisor_id","created_at");