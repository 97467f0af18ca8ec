/** The cache the nodes share: Redis when several nodes run (REDIS_URL), else each node's own memory. */
export type SharedCache = {
  kind: 'memory' | 'redis';
  /** The Redis the nodes share; set when kind is redis. */
  redisUrl?: string;
  /** Where the database lives: keys are kept apart per database, so test APIs on one Redis never share counts. */
  databaseLocation: string;
};
