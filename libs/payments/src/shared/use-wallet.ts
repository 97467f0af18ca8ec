import { luvApi } from '@onair/api-client';
import { selectIsSignedIn, useAppSelector } from '@onair/store';

/** The member's balance and items held (GET /api/luv/items-sum); nothing is asked for a visitor, or when not wanted. */
export function useWallet(wanted = true) {
  const signedIn = useAppSelector(selectIsSignedIn);
  return luvApi.useLuvItemsSumQuery(undefined, { skip: !signedIn || !wanted });
}
