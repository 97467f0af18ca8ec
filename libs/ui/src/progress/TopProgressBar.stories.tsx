import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { TopProgressBar } from './TopProgressBar';

const meta = {
  title: 'UI/TopProgressBar',
  component: TopProgressBar,
  args: { active: true },
} satisfies Meta<typeof TopProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

function NavigationDemo() {
  const [active, setActive] = useState(false);
  const navigate = () => {
    setActive(true);
    setTimeout(() => setActive(false), 1500);
  };
  return (
    <>
      <TopProgressBar active={active} />
      <Button onClick={navigate}>페이지 이동 (1.5초)</Button>
    </>
  );
}

export const Navigation: Story = { render: () => <NavigationDemo /> };
