import { useLocation } from 'react-router';
import { useT } from '@onair/i18n';
import { authDialogOpened, useAppDispatch } from '@onair/store';
import { Button } from '@onair/ui';

/**
 * What a visitor sees where a member's content would be: the 회원 전용 text of the members-only
 * dialog and a way to sign in and come back. `inline` when it is one part of a page with its own title.
 */
export function SignInRequired({ inline = false }: { inline?: boolean }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const Heading = inline ? 'h2' : 'h1';
  return (
    <section className={`mx-auto flex max-w-md flex-col items-center gap-3 text-center ${inline ? 'py-8' : 'py-20'}`}>
      <Heading className={inline ? 'text-base font-bold' : 'text-xl font-bold'}>{t('auth.membersOnly.title')}</Heading>
      <p className="text-sm text-muted">{t('auth.membersOnly.text')}</p>
      <Button
        className="mt-2"
        onClick={() => dispatch(authDialogOpened({ tab: 'signIn', callbackURL: `${pathname}${search}` }))}
      >
        {t('auth.membersOnly.login')}
      </Button>
    </section>
  );
}
