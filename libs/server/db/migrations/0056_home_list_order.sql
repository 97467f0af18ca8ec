-- The home list (GET /api/guest/channels) read from an index in its own order: live first, most
-- viewers first, then by name, so a page is the next rows of one index instead of an incremental
-- sort by name (of all the offline channels, for any page past the live ones). It replaces
-- (is_live, viewer_count), whose uses it covers, so a viewer count's update still writes one index
-- (bench/README.md, bench/reads, 2026-12-07, the home list uncached).
CREATE INDEX "channels_home_order_idx" ON "channels" USING btree ("is_live" DESC NULLS FIRST,"viewer_count" DESC NULLS FIRST,"name","channel_id");--> statement-breakpoint
DROP INDEX "channels_live_idx";
