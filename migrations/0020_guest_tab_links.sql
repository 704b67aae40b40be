CREATE TABLE `guest_tab_links` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`viewed_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`event_id`,`user_id`) REFERENCES `event_participants`(`event_id`,`user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `guest_tab_links_member_idx` ON `guest_tab_links` (`event_id`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `guest_tab_links_token_uq` ON `guest_tab_links` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `guest_tab_links_live_uq` ON `guest_tab_links` (`event_id`,`user_id`) WHERE "guest_tab_links"."revoked_at" IS NULL;