CREATE TABLE "content_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"version_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"content_hash" text,
	"example" boolean DEFAULT false NOT NULL,
	"author_id" text,
	"author_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewer_id" text,
	"reviewer_email" text,
	"reviewed_at" timestamp with time zone,
	"return_note" text,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"review_by" text
);
--> statement-breakpoint
ALTER TABLE "advisor_users" ADD COLUMN "principal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_item_number_idx" ON "content_versions" USING btree ("kind","item_key","number");--> statement-breakpoint
CREATE INDEX "content_versions_status_idx" ON "content_versions" USING btree ("status","publish_at");