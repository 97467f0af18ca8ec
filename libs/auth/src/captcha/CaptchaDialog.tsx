import { useContext, useState } from 'react';
import { useT } from '@onair/i18n';
import { Button, Dialog } from '@onair/ui';
import { FieldMessage } from '../shared/FieldMessage';
import { CaptchaWidgetContext } from './captcha-widget-context';

export type CaptchaDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The solved challenge, to send as captchaToken. */
  onSolved: (captchaToken: string) => void;
};

/** SPEC section 2: the captcha dialog before a verification code is sent. */
export function CaptchaDialog({ open, onClose, onSolved }: CaptchaDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('auth.captcha.title')} size="sm" showCloseButton closeLabel={t('common.close')}>
      {open && <CaptchaBody onSolved={onSolved} />}
    </Dialog>
  );
}

function CaptchaBody({ onSolved }: { onSolved: (captchaToken: string) => void }) {
  const t = useT();
  const Widget = useContext(CaptchaWidgetContext);
  const [token, setToken] = useState<string | null>(null);
  const [incomplete, setIncomplete] = useState(false);
  const confirm = () => {
    if (token) onSolved(token);
    else setIncomplete(true);
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{t('auth.captcha.description')}</p>
      <Widget
        onToken={(next) => {
          setToken(next);
          if (next) setIncomplete(false);
        }}
      />
      <FieldMessage>{incomplete && t('auth.captcha.incomplete')}</FieldMessage>
      <Button fullWidth onClick={confirm}>
        {t('common.confirm')}
      </Button>
    </div>
  );
}
