import { useEffect } from 'react';
import { Link } from 'react-router';
import { baseApi } from '@onair/api-client';
import { serviceDisplayName } from '@onair/brand';
import { useT } from '@onair/i18n';
import { selectLocale, signedOut, useAppDispatch, useAppSelector, useBrand } from '@onair/store';
import { Panel } from '@onair/ui';

/**
 * COMPLELTE: the membership is gone. The API has already ended every session and cleared the
 * cookies; here the store signs out (the header shows 로그인) and drops every cached answer, which
 * held the member's data. That happens once this step is on screen, so no page of the member is left
 * mounted to fetch again and be refused.
 */
export function CompleteStep() {
  const t = useT();
  const dispatch = useAppDispatch();
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);

  useEffect(() => {
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
  }, [dispatch]);

  return (
    <Panel>
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <h2 className="text-xl font-bold text-text">{t('member.expire.done.title')}</h2>
        <p className="text-sm text-muted">
          {t('member.expire.done.text', { service: serviceDisplayName(brand, locale) })}
        </p>
        <Link
          to="/"
          className="mt-2 inline-flex h-10 min-w-32 items-center justify-center rounded bg-accent px-4 text-sm font-semibold text-accent-contrast hover:brightness-110"
        >
          {t('member.expire.done.home')}
        </Link>
      </div>
    </Panel>
  );
}
