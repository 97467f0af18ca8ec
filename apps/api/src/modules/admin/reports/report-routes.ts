import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoutes, type DECLARATION_OUTCOMES } from '@onair/contracts';
import { boardComments, boardPosts, declarations, type Database } from '@onair/db';
import { ApiError } from '../../../platform/http/errors';
import { registerRoute } from '../../../platform/http/register-route';
import { uploadRecords } from '../../../platform/uploads/upload-records';
import { writeAudit, type Tx } from '../audit-writer';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';
import { findReport, OPEN_REPORT_STATUSES, reportDetail, reportPage, type ReportRow } from './report-store';

type Deps = { db: Database; now: Clock };
type Outcome = (typeof DECLARATION_OUTCOMES)[number];

// Another brand's report is not found here, like a missing one: ids cannot be probed across brands.
const reportNotFound = () => new ApiError(404, 'REPORT_NOT_FOUND', 'admin.reportNotFound');
const reportClosed = () => new ApiError(409, 'REPORT_CLOSED', 'admin.reportClosed');
const notHideable = () => new ApiError(400, 'REPORT_NOT_HIDEABLE', 'admin.notHideable');

const stateOf = (row: ReportRow) => ({ status: row.status, outcome: row.outcome });

/** Reports (declarations) in the console: the queue, one report with its content, and decisions on it. */
export function reportRoutes(app: FastifyInstance, { db, now }: Deps) {
  const records = uploadRecords(db);

  /**
   * Runs a decision on an open report of the request's brand: the row is locked, the effect, the
   * report's new state and the audit row commit together, so two moderators cannot both decide it.
   */
  async function decide(
    request: FastifyRequest,
    reportId: number,
    action: string,
    reason: string,
    effect: (tx: Tx, row: ReportRow, at: Date) => Promise<Partial<ReportRow>>,
  ) {
    const staff = staffOf(request);
    const brand = request.brand.code;
    const at = new Date(now());
    const decided = await db.transaction(async (tx) => {
      const row = await findReport(tx, reportId, brand, true);
      if (!row) throw reportNotFound();
      if (!(OPEN_REPORT_STATUSES as readonly string[]).includes(row.status)) throw reportClosed();
      const change = await effect(tx, row, at);
      const [updated] = await tx
        .update(declarations)
        .set({ ...change, handledByStaffId: staff.id })
        .where(eq(declarations.declarationId, row.declarationId))
        .returning();
      if (!updated) throw reportNotFound();
      await writeAudit(tx, {
        staffId: staff.id,
        staffAddress: request.ip,
        action,
        targetKind: 'report',
        targetId: row.declarationId,
        brand,
        before: stateOf(row),
        after: stateOf(updated),
        reason,
        at,
      });
      return updated;
    });
    return reportDetail(db, records, decided);
  }

  const closing = (status: 'actioned' | 'dismissed', reason: string, at: Date, outcome: Outcome | null = null) => ({
    status,
    outcome,
    decisionReason: reason,
    decidedAt: at,
  });

  registerRoute(app, adminRoutes.listReports, async ({ query, request }) => reportPage(db, request.brand.code, query));

  registerRoute(app, adminRoutes.reportDetail, async ({ params, request }) => {
    const row = await findReport(db, params.reportId, request.brand.code);
    if (!row) throw reportNotFound();
    return reportDetail(db, records, row);
  });

  registerRoute(app, adminRoutes.reviewReport, async ({ params, request }) =>
    decide(request, params.reportId, 'report.review', '', async () => ({ status: 'reviewing' })),
  );

  registerRoute(app, adminRoutes.dismissReport, async ({ params, body, request }) =>
    decide(request, params.reportId, 'report.dismiss', body.reason, async (_tx, _row, at) =>
      closing('dismissed', body.reason, at),
    ),
  );

  registerRoute(app, adminRoutes.actionReport, async ({ params, body, request }) =>
    decide(request, params.reportId, 'report.action', body.reason, async (_tx, _row, at) =>
      closing('actioned', body.reason, at, body.outcome),
    ),
  );

  registerRoute(app, adminRoutes.hideReportedContent, async ({ params, body, request }) =>
    decide(request, params.reportId, 'report.hide', body.reason, async (tx, row, at) => {
      if (row.targetType === 'board') await hidePost(tx, row.targetId, body.reason, at);
      else if (row.targetType === 'comment') await hideComment(tx, row.targetId, body.reason, at);
      else throw notHideable();
      return closing('actioned', body.reason, at, 'content-hidden');
    }),
  );
}

/** Gone for members (lists, detail, comments); kept with the note for the record. Hiding twice changes nothing. */
async function hidePost(tx: Tx, boardId: number, note: string, at: Date) {
  await tx
    .update(boardPosts)
    .set({ hiddenAt: at, hiddenNote: note })
    .where(and(eq(boardPosts.boardId, boardId), isNull(boardPosts.hiddenAt)));
}

/** Its post's comment_count drops with it, as when a comment is deleted. */
async function hideComment(tx: Tx, commentId: number, note: string, at: Date) {
  const hidden = await tx
    .update(boardComments)
    .set({ hiddenAt: at, hiddenNote: note })
    .where(and(eq(boardComments.commentId, commentId), isNull(boardComments.hiddenAt), isNull(boardComments.deletedAt)))
    .returning({ boardId: boardComments.boardId });
  const boardIds = hidden.map((row) => row.boardId);
  if (boardIds.length > 0)
    await tx
      .update(boardPosts)
      .set({ commentCount: sql`greatest(${boardPosts.commentCount} - 1, 0)` })
      .where(inArray(boardPosts.boardId, boardIds));
}
