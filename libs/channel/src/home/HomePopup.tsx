import { useState } from 'react';
import { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Button, Dialog } from '@onair/ui';
import { hideForToday, isHiddenToday } from './popupDismissal';

/**
 * The operator's popup over the home page: the first one not hidden for today. 오늘 하루 보지 않기
 * remembers the day in localStorage; 닫기 only closes it for this visit. It opens on top of the page
 * (a dialog), so it moves nothing on it.
 */
export function HomePopup({ enabled }: { enabled: boolean }) {
  const t = useT();
  const { data } = guestApi.useHomePopupsQuery(undefined, { skip: !enabled });
  const [closed, setClosed] = useState<number[]>([]);
  const popup = data?.items.find((item) => !closed.includes(item.itemId) && !isHiddenToday(item.itemId));
  if (!popup) return null;
  const close = () => setClosed((ids) => [...ids, popup.itemId]);
  return (
    <Dialog
      open
      onClose={close}
      title={popup.title}
      size="sm"
      showCloseButton
      closeLabel={t('common.close')}
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              hideForToday(popup.itemId);
              close();
            }}
          >
            {t('home.popup.hideToday')}
          </Button>
          <Button data-autofocus="" onClick={close}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {popup.imageUrl &&
          (popup.linkUrl ? (
            <a href={popup.linkUrl}>
              <img src={popup.imageUrl} alt={popup.title} className="w-full rounded" />
            </a>
          ) : (
            <img src={popup.imageUrl} alt={popup.title} className="w-full rounded" />
          ))}
        {popup.body && <p className="whitespace-pre-line text-sm text-text">{popup.body}</p>}
      </div>
    </Dialog>
  );
}
