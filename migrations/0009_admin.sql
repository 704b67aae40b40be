-- Admin portal (issue 12, docs/decisions/021 and 022). Hand-written and additive.
-- The audit log: every admin action, written in the same batch as the action. The actor and target
-- usernames are copied in, so an entry still reads after either account is deleted (the ids then go:
-- actor_id by ON DELETE SET NULL; target_id is kept as plain text on purpose, see decision 021).
CREATE TABLE `admin_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text,
	`actor_username` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text,
	`target_label` text,
	`before_json` text,
	`after_json` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_created_idx` ON `admin_audit_log` (`created_at`);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_actor_idx` ON `admin_audit_log` (`actor_id`);
--> statement-breakpoint
-- The admin lists: newest profiles, events and tickets first; tickets filtered by status.
CREATE INDEX `profiles_created_idx` ON `profiles` (`created_at`);
--> statement-breakpoint
CREATE INDEX `events_created_idx` ON `events` (`created_at`);
--> statement-breakpoint
CREATE INDEX `support_tickets_status_idx` ON `support_tickets` (`status`, `created_at`);
--> statement-breakpoint
-- The one settings row, with the spec's defaults (section 9), so every reader finds it.
INSERT OR IGNORE INTO `admin_settings` (`id`) VALUES ('global');
