import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '@onair/contracts';
import { registerRoute } from '../../http/register-route';

/** A test-only multipart route: two image slots (one required) and one private attachment. */
export const testUpload = defineRoute({
  method: 'POST',
  path: '/api/test/upload',
  group: 'cs',
  operationId: 'testUpload',
  summary: 'test only',
  access: 'member',
  bodyType: 'multipart',
  body: v.object({ title: v.pipe(v.string(), v.minLength(1, '제목을 입력해주세요.')), count: v.optional(v.number()) }),
  files: [
    { name: 'image', accept: 'image', maxCount: 2, required: true, purpose: 'board-image' },
    { name: 'doc', accept: 'attachment', maxCount: 1, purpose: 'inquiry-attachment' },
  ],
  response: v.object({ title: v.string(), count: v.nullable(v.number()), files: v.record(v.string(), v.array(v.any())) }),
});


/** Answers what it received; the title 'fail' makes the handler fail after the files are stored. */
export function registerTestUploadRoute(app: FastifyInstance) {
  registerRoute(app, testUpload, async ({ body, files }) => {
    if (body.title === 'fail') throw new Error('handler failed after the files were stored');
    return { title: body.title, count: body.count ?? null, files };
  });
}
