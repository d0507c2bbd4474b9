-- The contact relay's jobs move into the one delivery queue, as jobs of kind contact-webhook.
INSERT INTO "deliveries" ("id", "kind", "status", "attempts", "next_attempt_at", "lease_until", "last_error", "delivered_at", "updated_at")
SELECT "message_id", 'contact-webhook', "status", "attempts", "next_attempt_at", "lease_until", "last_error", "delivered_at", "updated_at"
FROM "contact_deliveries";--> statement-breakpoint
DROP TABLE "contact_deliveries" CASCADE;
