import { useNavigate } from 'react-router';
import { safeCallbackUrl } from '../shared/safe-callback-url';

export const SIGNUP_COMPLETED_PATH = '/completed/signup';

/** After a signup on a page: /completed/signup, carrying callbackURL for its start button. */
export function useGoToSignupCompleted(callbackURL: string | null) {
  const navigate = useNavigate();
  return () => {
    const query = callbackURL ? `?callbackURL=${encodeURIComponent(safeCallbackUrl(callbackURL))}` : '';
    void navigate(`${SIGNUP_COMPLETED_PATH}${query}`);
  };
}
