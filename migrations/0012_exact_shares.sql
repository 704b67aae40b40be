-- Item shares move from basis points (100% = 10000) to thousandths of a percent (100% = 100000), the unit
-- tax and tip already use, so 33.333 / 33.333 / 33.334 is stored exactly. The column is renamed so no code
-- can read the old unit by mistake, and every stored share is multiplied by 10, so every item keeps exactly
-- the split it had (and everyone the same cents).
ALTER TABLE `item_shares` RENAME COLUMN "share_bp" TO "share_milli_pct";--> statement-breakpoint
UPDATE `item_shares` SET `share_milli_pct` = `share_milli_pct` * 10;
