import { useState } from 'react';
import { render, screen } from '@testing-library/react';
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
