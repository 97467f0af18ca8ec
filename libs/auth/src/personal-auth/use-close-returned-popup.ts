import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The identity provider sends its popup back to /my/personal-auth?requestId=…, after the API has
 * recorded the result. Left open, that popup would show the page a second time while the page that
 * opened it still waits; closing it lets the opener (polling for the close) show the new status.
 * Only a window that a page of ours opened is closed: a tab the member opened stays.
 */
export function useCloseReturnedPopup() {
  const [params] = useSearchParams();
  const returned = params.has('requestId');
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (returned && opener && opener !== window && !opener.closed) window.close();
  }, [returned]);
}
