import { screen } from '@testing-library/react';
import { renderWithStore } from '../testing/render-with-store';
import { FeatureGate } from './FeatureGate';

const shop = (
  <FeatureGate flag="luvPurchase">
    <p>상점</p>
  </FeatureGate>
);

test('shows the page where the brand offers the feature', async () => {
  await renderWithStore(shop, { brand: 'onair' });
  expect(screen.getByText('상점')).toBeInTheDocument();
});

test('elsewhere names the feature in the brand’s currency, says it is not offered and leads home', async () => {
  await renderWithStore(shop, { brand: 'bellcast', route: '/luv/shop' });
  expect(screen.queryByText('상점')).not.toBeInTheDocument();
  expect(screen.getByText('벨 충전')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '이용할 수 없는 서비스입니다' })).toBeInTheDocument();
  expect(screen.getByText('벨캐스트에서는 현재 이 서비스를 제공하지 않습니다.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
});

test('says what the page gives instead, with its own links before 홈으로 가기', async () => {
  await renderWithStore(
    <FeatureGate
      flag="luvPurchase"
      off={{ text: '벨은 더 이상 팔지 않습니다.', actions: <a href="/my/wallet">내 지갑</a> }}
    >
      <p>상점</p>
    </FeatureGate>,
    { brand: 'bellcast', route: '/luv/shop' },
  );
  expect(screen.getByText('벨은 더 이상 팔지 않습니다.')).toBeInTheDocument();
  expect(screen.queryByText('벨캐스트에서는 현재 이 서비스를 제공하지 않습니다.')).not.toBeInTheDocument();
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['내 지갑', '홈으로 가기']);
});
