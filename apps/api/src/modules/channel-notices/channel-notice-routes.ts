import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHANNEL_NOTICE_MESSAGES, ERROR_CODES, channelNoticeRoutes } from '@onair/contracts';
import { channelNotices, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { memberOf } from '../../platform/sessions/member-of';
import { ApiError } from '../../platform/http/errors';
import { requireRunsChannel, standingIn } from '../../platform/permissions/channel-access';
import { runsChannel } from '../../platform/permissions/channel-role';
import { findNotice, noticeAnswer, noticePage } from './notice-queries';
import { imagesAfterEdit } from './post-images';

const noticeNotFound = () => new ApiError(404, ERROR_CODES.notFound, 'channelNotice.notFound');

/** Channel notices: anyone reads them; the owner, the channel's managers and operators write them. */
export function channelNoticeRoutesPlugin(app: FastifyInstance, db: Database) {
  /** The notice as it stands, once the caller is known to run its channel. */
  async function noticeToChange(noticeId: number, request: FastifyRequest) {
    const notice = await findNotice(db, noticeId, request.brand.code);
    if (!notice) throw noticeNotFound();
    await requireRunsChannel(db, notice.channelId, request);
    return notice;
  }

  registerRoute(app, channelNoticeRoutes.createChannelNotice, async ({ body, files, request }) => {
    await requireRunsChannel(db, body.channelId, request);
    const [created] = await db
      .insert(channelNotices)
      .values({
        channelId: body.channelId,
        authorMemberId: memberOf(request).memberId,
        title: body.title,
        content: body.content,
        important: body.important,
        imageIds: (files['images'] ?? []).map((image) => image.uploadId),
      })
      .returning({ noticeId: channelNotices.noticeId });
    const notice = created && (await findNotice(db, created.noticeId, request.brand.code));
    if (!notice) throw new Error('notice not inserted');
    return noticeAnswer(db, notice);
  });

  registerRoute(app, channelNoticeRoutes.listChannelNotices, async ({ query, request }) => {
    await standingIn(db, query.channelId, request);
    return noticePage(db, query.channelId, query);
  });

  // Not behind the boards feature: on every brand the notices tab offers writing by this answer.
  registerRoute(app, channelNoticeRoutes.channelRunsCheck, async ({ query, request }) => {
    const standing = await standingIn(db, query.channelId, request);
    return { channelId: query.channelId, runsChannel: runsChannel(standing.role) };
  });

  registerRoute(app, channelNoticeRoutes.getChannelNotice, async ({ params, request }) => {
    const notice = await findNotice(db, params.noticeId, request.brand.code);
    if (!notice) throw noticeNotFound();
    return noticeAnswer(db, notice);
  });

  registerRoute(app, channelNoticeRoutes.updateChannelNotice, async ({ params, body, files, request }) => {
    const notice = await noticeToChange(params.noticeId, request);
    const imageIds = imagesAfterEdit(
      notice.imageIds,
      body.keepImageIds,
      files['images'] ?? [],
      CHANNEL_NOTICE_MESSAGES,
    );
    await db
      .update(channelNotices)
      .set({
        title: body.title,
        content: body.content,
        ...(body.important !== undefined && { important: body.important }),
        imageIds,
        updatedAt: sql`now()`,
      })
      .where(eq(channelNotices.noticeId, notice.noticeId));
    const updated = await findNotice(db, notice.noticeId, request.brand.code);
    if (!updated) throw noticeNotFound();
    return noticeAnswer(db, updated);
  });

  registerRoute(app, channelNoticeRoutes.deleteChannelNotice, async ({ params, request }) => {
    const notice = await noticeToChange(params.noticeId, request);
    await db
      .update(channelNotices)
      .set({ deletedAt: sql`now()` })
      .where(eq(channelNotices.noticeId, notice.noticeId));
    return { noticeId: notice.noticeId, deleted: true as const };
  });
}
