import { CS_CODES } from '@onair/contracts';
import { ApiError } from '../../platform/http/errors';

/** 404 for a missing inquiry and for another member's alike: ids cannot be probed. */
export const inquiryNotFound = () => new ApiError(404, CS_CODES.inquiryNotFound, 'cs.inquiryNotFound');
export const inquiryAnswered = () => new ApiError(409, CS_CODES.inquiryAnswered, 'cs.inquiryAnswered');
export const declarationNotFound = () => new ApiError(404, CS_CODES.declarationNotFound, 'cs.declarationNotFound');
/** 404 for a report's target that is not of this brand (unknown, deleted, or another brand's). */
export const declarationTargetNotFound = () => new ApiError(404, CS_CODES.targetNotFound, 'cs.targetNotFound');
export const declarationInReview = () => new ApiError(409, CS_CODES.declarationInReview, 'cs.declarationInReview');
export const operatorOnly = () => new ApiError(403, 'FORBIDDEN', 'cs.operatorOnly');
