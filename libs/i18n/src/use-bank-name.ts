import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * A bank's name in the reader's language (bundle key bank.code{KFTC code}); the name the API or
 * the catalog gave (Korean) for a bank the bundles do not know.
 */
export function useBankName(): (code: string, name: string) => string {
  const intl = useIntl();
  return useCallback(
    (code, name) => {
      const id = `bank.code${code}`;
      return id in intl.messages ? intl.formatMessage({ id }) : name;
    },
    [intl],
  );
}
