import { useT } from '@onair/i18n';
import { useBrand } from '@onair/store';

/** The brand's customer service, as its contactType says: phone, email or both. */
export function SupportContact() {
  const t = useT();
  const brand = useBrand();
  return (
    <div className="rounded bg-surface-raised p-4 text-center">
      <p className="font-semibold">{t('payments.result.contactSupport')}</p>
      <ul className="mt-1 text-muted">
        {brand.contactType !== 'email' && (
          <li>
            {t('footer.phone')}:{' '}
            <a href={`tel:${brand.phone}`} className="inline-flex min-h-10 items-center font-semibold text-text underline-offset-2 hover:underline">
              {brand.phone}
            </a>
          </li>
        )}
        {brand.contactType !== 'phone' && (
          <li>
            {t('footer.email')}:{' '}
            <a href={`mailto:${brand.email}`} className="inline-flex min-h-10 items-center font-semibold text-text underline-offset-2 hover:underline">
              {brand.email}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
