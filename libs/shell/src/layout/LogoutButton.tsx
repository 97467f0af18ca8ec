import { useState } from 'react';
import { useT } from '@onair/i18n';
import { signOut, useAppDispatch } from '@onair/store';
import { Button } from '@onair/ui';

/** Signing out, and whether it is under way (the button shows it is busy meanwhile). */
function useLogout() {
  const dispatch = useAppDispatch();
  const [signingOut, setSigningOut] = useState(false);
  const logout = async () => {
    setSigningOut(true);
    await dispatch(signOut());
    setSigningOut(false);
  };
  return { signingOut, logout };
}

/**
 * 로그아웃 in the header. On a phone it is a door icon drawn as the envelope beside it is, without a box
 * (the word stays its name, and its title), and the menu's ▾ must never end up under it. Its 40 px
 * target takes 32 px of the row, the rest reaching into the gaps around it. On a phone (below 480 px:
 * a 360 px Galaxy, a 412 px Pixel, a 430 px iPhone Pro Max) the brand, the balance, the bell, messages
 * and the menu leave it no room (at 412 px with it, mint's "0 러브" was cut to "0 …"): there it moves
 * into the member menu (LogoutMenuItem), the one control of the row a member seldom needs.
 */
export function LogoutButton() {
  const t = useT();
  const { signingOut, logout } = useLogout();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={signingOut}
      onClick={logout}
      title={t('nav.logout')}
      className="shrink-0 max-[480px]:hidden max-sm:-m-1 max-sm:size-10 max-sm:border-0 max-sm:bg-transparent max-sm:px-0 max-sm:hover:bg-accent/10"
    >
      {!signingOut && (
        <svg
          aria-hidden="true"
          data-testid="logout-icon"
          viewBox="0 0 24 24"
          className="size-[18px] sm:hidden"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
          <path d="m16 17 5-5-5-5" />
          <path d="M21 12H9" />
        </svg>
      )}
      <span className="max-sm:sr-only">{t('nav.logout')}</span>
    </Button>
  );
}

/** 로그아웃 as the member menu's last item, only below 480 px, where the header has no room for LogoutButton. */
export function LogoutMenuItem() {
  const t = useT();
  const { signingOut, logout } = useLogout();
  return (
    <li className="min-[480px]:hidden">
      <button
        type="button"
        disabled={signingOut}
        onClick={logout}
        // 40 px tall, a thumb's size: on a phone only.
        className="block min-h-10 w-full cursor-pointer px-4 py-2 text-left text-sm text-text hover:bg-accent/10 hover:text-accent disabled:opacity-60"
      >
        {t('nav.logout')}
      </button>
    </li>
  );
}
