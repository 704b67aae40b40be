CREATE TABLE `item_history` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`item_id` text NOT NULL,
	`actor_id` text,
	`kind` text NOT NULL,
	`item_name` text NOT NULL,
	`before_cents` integer NOT NULL,
	`after_cents` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `item_history_item_idx` ON `item_history` (`item_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `item_history_event_idx` ON `item_history` (`event_id`);