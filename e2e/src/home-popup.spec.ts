// The operator's popup on the home page (issue 7's home sections): it greets a new visitor, and
// 닫기 keeps it away for the rest of the tab, reloads included.
import { expect, ko, test } from './support/fixtures';

test.use({ homePopup: true });

// The demo popup fits the brand: the brand being moved to the new platform announces the move.
const POPUPS = {
  maintenance: { title: '서비스 이용 안내', body: '안정적인 서비스를 위해 정기 점검이 진행될 수 있습니다.' },
  migration: {
    title: '새 플랫폼 이전 안내',
    body: '이 서비스는 새 플랫폼으로 통합됩니다. 자세한 일정은 공지사항에서 확인해주세요.',
  },
} as const;

test('the home popup greets a visitor once per tab', { tag: '@brands' }, async ({ page, brand }) => {
  const expected = POPUPS[brand.notice.kind];
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: expected.title });
  await expect(popup).toBeVisible();
  await expect(popup.getByText(expected.body)).toBeVisible();
  await popup
    .getByRole('button', { name: ko('common.close'), exact: true })
    .last()
    .click();
  await expect(popup).toBeHidden();

  await page.reload();
  // The home's sections have answered by the time the suggested channels show.
  await expect(page.getByRole('heading', { name: ko('home.suggested') }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
