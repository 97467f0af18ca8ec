import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabBar } from './TabBar';

function Tabs() {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  return (
    <TabBar
      label="분류"
      idPrefix="kind"
      items={[
        { key: 'a', label: '전체' },
        { key: 'b', label: '자유', disabled: true },
        { key: 'c', label: '질문' },
      ]}
      selected={tab}
      onSelect={setTab}
    />
  );
}

test('a click selects a tab; arrow keys move between the enabled ones', async () => {
  const user = userEvent.setup();
  render(<Tabs />);
  expect(screen.getByRole('tablist', { name: '분류' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: '전체' })).toHaveAttribute('id', 'kind-a');

  await user.click(screen.getByRole('tab', { name: '질문' }));
  expect(screen.getByRole('tab', { name: '질문' })).toHaveAttribute('aria-selected', 'true');

  screen.getByRole('tab', { name: '질문' }).focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: '질문' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: '자유' })).toBeDisabled();
});

/** A tab row 300 px wide holding 600 px of tabs, scrolled by `scrollLeft` (jsdom lays nothing out). */
function narrowRow() {
  const scrolled = new WeakMap<Element, number>();
  const isRow = (element: Element) => element.getAttribute('role') === 'tablist';
  const proto = HTMLElement.prototype;
  const saved = ['clientWidth', 'scrollWidth', 'scrollLeft'].map(
    (name) =>
      [
        name,
        Object.getOwnPropertyDescriptor(Element.prototype, name) ?? Object.getOwnPropertyDescriptor(proto, name),
      ] as const,
  );
  Object.defineProperty(proto, 'clientWidth', {
    configurable: true,
    get() {
      return isRow(this) ? 300 : 0;
    },
  });
  Object.defineProperty(proto, 'scrollWidth', {
    configurable: true,
    get() {
      return isRow(this) ? 600 : 0;
    },
  });
  Object.defineProperty(proto, 'scrollLeft', {
    configurable: true,
    get() {
      return scrolled.get(this) ?? 0;
    },
    set(value: number) {
      scrolled.set(this, value);
    },
  });
  return () => {
    for (const [name, descriptor] of saved) {
      delete (proto as unknown as Record<string, unknown>)[name];
      if (descriptor && !Object.getOwnPropertyDescriptor(Element.prototype, name))
        Object.defineProperty(proto, name, descriptor);
    }
  };
}

test('fit tabs too wide for the row fade out on the side with more, and follow the scroll', () => {
  const restore = narrowRow();
  try {
    render(
      <TabBar
        label="고객센터"
        layout="fit"
        items={[
          { key: 'notices', label: '공지사항' },
          { key: 'guides', label: '이용 가이드' },
          { key: 'account', label: '계좌 변경 신청' },
        ]}
        selected="notices"
        onSelect={() => undefined}
      />,
    );
    const row = screen.getByRole('tablist', { name: '고객센터' });
    expect(row).toHaveAttribute('data-more', 'end');
    expect(row.style.maskImage).toContain('transparent');

    row.scrollLeft = 150;
    fireEvent.scroll(row);
    expect(row).toHaveAttribute('data-more', 'both');
    row.scrollLeft = 300;
    fireEvent.scroll(row);
    expect(row).toHaveAttribute('data-more', 'start');
  } finally {
    restore();
  }
});

test('tabs that fit show no fade', () => {
  render(<Tabs />);
  const row = screen.getByRole('tablist', { name: '분류' });
  expect(row).not.toHaveAttribute('data-more');
  expect(row.style.maskImage).toBe('');
});

test('fill tabs too wide for the row (English on a phone) keep a gap between labels and fade like fit tabs', () => {
  const restore = narrowRow();
  try {
    render(
      <TabBar
        label="Watched"
        items={[
          { key: 'recent', label: 'Recently watched' },
          { key: 'played', label: 'Most watched' },
          { key: 'subscriptions', label: 'Subscriptions' },
        ]}
        selected="recent"
        onSelect={() => undefined}
      />,
    );
    const row = screen.getByRole('tablist', { name: 'Watched' });
    expect(row).toHaveAttribute('data-more', 'end');
    expect(row.style.maskImage).toContain('transparent');
    for (const tab of screen.getAllByRole('tab')) expect(tab.className).toMatch(/\bpx-2\b/);
  } finally {
    restore();
  }
});

// jsdom lays nothing out: small tabs measured 38 px in Chromium, under the 40 px a thumb needs.
test('small tabs are still 40 px targets', () => {
  render(
    <TabBar label="분류" size="sm" items={[{ key: 'a', label: '전체' }]} selected="a" onSelect={() => undefined} />,
  );
  expect(screen.getByRole('tab', { name: '전체' })).toHaveClass('min-h-10');
});
