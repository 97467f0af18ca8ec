import type { FastifyInstance } from 'fastify';
import { csRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import type { CsNoticeRepository } from '../directory/index';
import { viewerLocale } from '../home/index';
import { uploadRecords } from '../../platform/uploads/upload-records';
import { accountChangeRoutes } from './account-change';
import { declarationRoutes } from './declarations';
import { inquiryRoutes } from './inquiries';

/** Customer service (/api/cs): notices, guides, inquiries, declarations and accountChange. Board routes live elsewhere. */
export function csRoutesPlugin(app: FastifyInstance, { db, csNotices }: { db: Database; csNotices: CsNoticeRepository }) {
  const kinds = [
    [csRoutes.noticeList, 'notice'],
    [csRoutes.developNoticeList, 'develop'],
    [csRoutes.guideList, 'guide'],
  ] as const;
  for (const [contract, kind] of kinds) {
    registerRoute(app, contract, async ({ query, request, reply }) =>
      csNotices.page({ ...query, kind, brand: request.brand.code, locale: viewerLocale(request, reply) }),
    );
  }
  const records = uploadRecords(db);
  inquiryRoutes(app, db, records);
  declarationRoutes(app, db, records);
  accountChangeRoutes(app, db, records);
}
