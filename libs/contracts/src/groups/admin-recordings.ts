import * as v from 'valibot';
import { Page, PageSize } from '../fields';
import { ADMIN_LIVE_MESSAGES as M } from '../messages';
import { defineRoute } from '../route';
import { At, IdParam, PageOf } from './money-fields';

/** Every hide, show and delete says why: the audit log keeps it. */
const RecordingReason = v.pipe(
  v.string(M.reasonRequired),
  v.trim(),
  v.minLength(1, M.reasonRequired),
  v.maxLength(500, M.reasonTooLong),
);

/** A channel's recording as the console lists it: hidden ones too (the owner hid it, or an operator did). */
export const AdminRecordingRow = v.object({
  recordedStreamId: v.number(),
  channelId: v.number(),
  title: v.string(),
  startedAt: At,
  durationSeconds: v.number(),
  hidden: v.boolean(),
});
export type AdminRecordingRow = v.InferOutput<typeof AdminRecordingRow>;

export const AdminRecordingPage = PageOf(AdminRecordingRow);

export const AdminRecordingsQuery = v.object({ page: Page, size: PageSize(20) });

export const RecordingVisibilityBody = v.object({ hidden: v.boolean(), reason: RecordingReason });
export const RecordingDeleteBody = v.object({ reason: RecordingReason });

/** changed is false when there was nothing to do (already hidden, already shown). */
export const RecordingVisibilityResult = v.object({ changed: v.boolean(), recording: AdminRecordingRow });
export const RecordingDeleteResult = v.object({ recordedStreamId: v.number(), deleted: v.literal(true) });

const RecordingParams = v.object({ recordedStreamId: IdParam });

/** A streamer's recordings in the operator console (docs/media.md, "Managing recordings"). */
export const adminRecordingRoutes = {
  channelRecordings: defineRoute({
    method: 'GET',
    path: '/api/admin/channels/{channelId}/recordings',
    group: 'admin',
    operationId: 'adminChannelRecordings',
    summary: "A channel's recordings on the request brand, hidden ones included, newest first.",
    access: 'staff',
    params: v.object({ channelId: IdParam }),
    query: AdminRecordingsQuery,
    response: AdminRecordingPage,
  }),
  setRecordingHidden: defineRoute({
    method: 'POST',
    path: '/api/admin/recordings/{recordedStreamId}/visibility',
    group: 'admin',
    operationId: 'adminSetRecordingHidden',
    summary: 'Hides a recording from everyone but its owner, or shows it again; audited with the reason.',
    access: 'staff',
    params: RecordingParams,
    body: RecordingVisibilityBody,
    response: RecordingVisibilityResult,
  }),
  deleteRecording: defineRoute({
    method: 'POST',
    path: '/api/admin/recordings/{recordedStreamId}/delete',
    group: 'admin',
    operationId: 'adminDeleteRecording',
    summary: "Deletes a recording: gone from every answer at once, its files removed by its media node; audited with the reason.",
    access: 'staff',
    params: RecordingParams,
    body: RecordingDeleteBody,
    response: RecordingDeleteResult,
  }),
};
