// Writes dist/apps/web-<brand>/nginx-site.conf for each built brand app (the web image's server
// block, tools/vite/nginx-site.ts). Run after the web builds: `node --import tsx tools/scripts/write-nginx-site.ts`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BRANDS } from '@onair/brand';
import { dsnOrigin } from '../vite/security-headers';
import { nginxSite } from '../vite/nginx-site';

const mediaOrigins = (process.env['CSP_MEDIA_ORIGINS'] ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
const report = dsnOrigin(process.env['VITE_SENTRY_DSN']?.trim());

for (const brand of Object.values(BRANDS)) {
  const dir = `dist/apps/web-${brand.code}`;
  if (!existsSync(`${dir}/index.html`)) {
    console.error(`${dir}/index.html is missing: build web-${brand.code} first`);
    process.exit(1);
  }
  const site = nginxSite(brand, { indexHtml: readFileSync(`${dir}/index.html`, 'utf8'), mediaOrigins, reportOrigins: report ? [report] : [] });
  writeFileSync(`${dir}/nginx-site.conf`, site);
  console.log(`wrote ${dir}/nginx-site.conf`);
}
