// `node migrate.js` in the API image: `npm run db:migrate` bundled beside main.js, so a deploy
// migrates once, as its own step (the compose `migrate` service, the Kubernetes Job), before API
// nodes of the new version start (docs/ARCHITECTURE.md, "Schema changes").
import '@onair/db/migrate-cli';
