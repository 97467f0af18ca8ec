export { s3Bucket, type S3Bucket, type S3Settings } from './s3-bucket';
export { DEFAULT_RETRY_POLICY, ObjectStorageUnavailable, fetchWithRetries, type RetryPolicy, type RetryReason } from './retrying-fetch';
