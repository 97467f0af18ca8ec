import { useSearchParams } from 'react-router';

/** ?callbackURL= of the sign-in and signup routes (SPEC section 2). */
export function useCallbackParam(): string | null {
  const [params] = useSearchParams();
  return params.get('callbackURL');
}
