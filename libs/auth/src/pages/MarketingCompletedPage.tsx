import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import { AuthPageCard } from '../shared/AuthPageCard';

/** /completed/signup/marketing?recommendId=…: marketing consent done. */
export function MarketingCompletedPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const recommendId = params.get('recommendId');
  return (
    <AuthPageCard title={t('auth.completed.marketingTitle')}>
      <div className="flex flex-col gap-4 text-center">
        {recommendId && <p className="text-muted">{t('auth.completed.recommendId', { recommendId })}</p>}
        <Button size="lg" fullWidth onClick={() => void navigate('/')}>
          {t('auth.completed.start')}
        </Button>
      </div>
    </AuthPageCard>
  );
}
