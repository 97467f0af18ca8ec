import * as v from 'valibot';
import { defineRoute } from '../route';

export const GeoIp = v.object({ countryCode: v.pipe(v.string(), v.length(2)), foreign: v.boolean() });

export const authRoutes = {
  geoIp: defineRoute({
    method: 'GET',
    path: '/api/auth/geo-ip',
    group: 'auth',
    operationId: 'geoIp',
    summary: "The caller's country, to offer foreign signup outside KR.",
    access: 'public',
    response: GeoIp,
  }),
};
