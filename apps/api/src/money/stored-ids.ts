/**
 * The contracts take any positive integer as an id; one past what its column holds cannot name a
 * row, so it is answered as not found instead of reaching PostgreSQL (which would refuse the
 * comparison with an out-of-range error, a 500).
 */
const INTEGER_MAX = 2_147_483_647;

/** Ids of integer (serial) columns: channels, members. */
export const fitsInteger = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= INTEGER_MAX;
/** Ids of bigint (bigserial) columns: withdrawals, exchange events, subscriptions. */
export const fitsBigint = (id: number) => Number.isSafeInteger(id) && id > 0;
