-- Until banners had an audience, the web hid a banner linking to /signup or /signin from signed-in
-- members. Such banners (the demo's and any an operator made) become 'visitors', so members still
-- do not see them now that the API answers each asker's audience; an operator may change it.
UPDATE "home_items" SET "audience" = 'visitors'
WHERE "kind" = 'banner' AND "audience" = 'everyone' AND "link_url" ~ '^/sign(up|in)($|[/?#])';
