import { useState } from 'react';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { Button, Panel } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';

/**
 * The books: the ledger's invariants (every posting balances, no member account below zero,
 * balances equal their entries) run on demand over the whole ledger, and when they last passed.
 */
export function BooksPanel() {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const errorText = useApiErrorText();
  const status = adminApi.useAdminBooksQuery();
  const [check, { isLoading }] = adminApi.useAdminCheckBooksMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const last = status.data?.lastCheck ?? null;
  const run = async () => {
    setFailure(null);
    const result = await check();
    if (result.error) setFailure(errorText(result.error));
    else void status.refetch();
  };
  return (
    <Panel
      title={t('console.books.title')}
      actions={
        <Button size="sm" onClick={() => void run()} loading={isLoading}>
          {t('console.books.run')}
        </Button>
      }
    >
      <p className="mb-3 text-sm text-muted">{t('console.books.lead')}</p>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{t('console.books.lastPassed')}</dt>
        <dd className="font-semibold">
          {status.data?.lastPassedAt ? formatDateTime(status.data.lastPassedAt) : t('console.books.never')}
        </dd>
        <dt className="text-muted">{t('console.books.lastCheck')}</dt>
        <dd>
          {last ? (
            <span className={last.ok ? 'font-semibold text-success' : 'font-semibold text-danger'}>
              {t(last.ok ? 'console.books.passed' : 'console.books.failed', {
                at: formatDateTime(last.at),
                ms: last.durationMs,
                count: last.problems.length,
              })}
            </span>
          ) : (
            t('console.books.never')
          )}
        </dd>
      </dl>
      {last && !last.ok && (
        <ul className="mt-3 list-disc pl-5 font-mono text-xs text-danger">
          {last.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {failure && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {failure}
        </p>
      )}
    </Panel>
  );
}
