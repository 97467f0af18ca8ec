import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** The address's `?msg=` names the open message, so it can be linked to and the back button closes it. */
export const OPEN_MESSAGE_PARAM = 'msg';

type OpenedHere = { messageOpenedInBox?: boolean } | null;

function readId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/**
 * The message open in the box, kept in the address as a mail app does: opening one is a history entry,
 * so the phone's back button returns to the list rather than leaving the page. Closing it with 닫기
 * steps back over that entry; a message reached by a link has none to step back to, so there the
 * parameter is only removed.
 */
export function useOpenMessage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const openId = readId(params.get(OPEN_MESSAGE_PARAM));

  const openMessage = (msgId: number) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set(OPEN_MESSAGE_PARAM, String(msgId));
        return next;
      },
      { state: { messageOpenedInBox: true } satisfies OpenedHere },
    );

  const closeMessage = () => {
    if ((location.state as OpenedHere)?.messageOpenedInBox) {
      void navigate(-1);
      return;
    }
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.delete(OPEN_MESSAGE_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  return { openId, openMessage, closeMessage };
}
