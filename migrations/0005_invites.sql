-- Invitations and share links (issue 10, docs/decisions/017). Hand-written and additive.
-- How each member came in, for the Participants tab: 'code' (join code or QR), 'invite' (accepted an
-- e-mail invitation), 'added' (the host added a registered user or a friend). The host is told apart by
-- events.host_id, so existing rows (all joined by code or as host) take the default.
ALTER TABLE `event_participants` ADD `joined_via` text DEFAULT 'code' NOT NULL;
--> statement-breakpoint
-- One QR row per event: two first views at the same moment cannot both insert one.
DROP INDEX IF EXISTS `qr_event_idx`;
--> statement-breakpoint
CREATE UNIQUE INDEX `qr_event_uq` ON `event_qr_codes` (`event_id`);
--> statement-breakpoint
-- At most one live (pending) invitation per e-mail and event: inviting again refreshes that one.
CREATE UNIQUE INDEX `pending_invites_live_uq` ON `pending_invites` (`event_id`, `email`) WHERE `status` = 'pending';
