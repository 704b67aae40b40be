-- Guest shares get an unguessable link (issue 10, docs/decisions/018). Only the SHA-256 of the link's
-- token is stored, so the table alone opens nothing; revoked_at ends a link, viewed_at records the
-- first opening (status pending -> viewed). Hand-written and additive.
ALTER TABLE `placeholder_shares` ADD `token_hash` text;
--> statement-breakpoint
ALTER TABLE `placeholder_shares` ADD `viewed_at` integer;
--> statement-breakpoint
ALTER TABLE `placeholder_shares` ADD `revoked_at` integer;
--> statement-breakpoint
CREATE UNIQUE INDEX `placeholder_shares_token_uq` ON `placeholder_shares` (`token_hash`);
--> statement-breakpoint
-- One live share per guest and e-mail: sharing again replaces it.
CREATE UNIQUE INDEX `placeholder_shares_live_uq` ON `placeholder_shares` (`placeholder_id`, `shared_with_email`) WHERE `revoked_at` IS NULL;
--> statement-breakpoint
-- One friendship per pair, whichever way round it was stored (spec: one row, sender -> receiver).
CREATE UNIQUE INDEX `friendships_pair_uq` ON `friendships` (min(`user_id`, `friend_id`), max(`user_id`, `friend_id`));
--> statement-breakpoint
-- At most one pending request per pair, in either direction: A->B and B->A racing leave one.
CREATE UNIQUE INDEX `friend_requests_pending_pair_uq` ON `friend_requests` (min(`sender_id`, `receiver_id`), max(`sender_id`, `receiver_id`)) WHERE `status` = 'pending';
