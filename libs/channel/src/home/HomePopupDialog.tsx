import type { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Button, Dialog } from '@onair/ui';
import { OperatorLink } from './OperatorLink';
import { hideForToday } from './popup-dismissal';

type HomePopupItem = guestApi.HomePopupsApiResponse['items'][number];

/** One operator popup as a dialog (HomePopup decides which, and when): 오늘 하루 보지 않기 and 닫기. */
export function HomePopupDialog({ popup, onClose }: { popup: HomePopupItem; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open
      onClose={onClose}
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
              onClose();
            }}
          >
            {t('home.popup.hideToday')}
          </Button>
          <Button data-autofocus="" onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {popup.imageUrl &&
          (popup.linkUrl ? (
            // Following it closes the popup for this tab, as 닫기 does.
            <OperatorLink url={popup.linkUrl} onClick={onClose}>
              <img src={popup.imageUrl} alt={popup.title} className="w-full rounded" />
            </OperatorLink>
          ) : (
            <img src={popup.imageUrl} alt={popup.title} className="w-full rounded" />
          ))}
        {popup.body && <p className="whitespace-pre-line text-sm text-text">{popup.body}</p>}
        {/* Without an image to click, the link is offered in words (the migration notice has one). */}
        {popup.linkUrl && !popup.imageUrl && (
          <OperatorLink
            url={popup.linkUrl}
            onClick={onClose}
            className="self-start py-2 text-sm font-semibold text-accent underline-offset-2 hover:underline"
          >
            {t('home.popup.more')}
          </OperatorLink>
        )}
      </div>
    </Dialog>
  );
}
