
import { ApiError } from '../http/errors';

/** 403: signed in, but this role may not do this here. */
export const notAllowed = () => new ApiError(403, 'FORBIDDEN', 'permission.notAllowed');

/** 403: only the author (or whoever runs the channel) may change or delete it. */
export const authorOnly = () => new ApiError(403, 'FORBIDDEN', 'permission.authorOnly');

/** 404: no such channel on this brand. */
export const channelNotFound = () => new ApiError(404, 'NOT_FOUND', 'channel.notFound');
