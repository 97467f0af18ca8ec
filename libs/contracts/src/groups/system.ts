import * as v from 'valibot';
import { defineRoute } from '../route';
import { BRAND_CODES } from '../enums';

export const Health = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
  cache: v.picklist(['memory', 'redis']),
  brand: v.picklist(BRAND_CODES),
});

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    group: 'system',
    operationId: 'health',
    summary: 'Liveness and which storage this node runs on.',
    access: 'public',
    response: Health,
  }),
};
