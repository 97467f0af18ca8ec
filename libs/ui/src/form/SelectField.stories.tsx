import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './SelectField';

const meta = {
  title: 'UI/SelectField',
  component: SelectField,
  args: {
    label: '문의 유형',
    children: (
      <>
        <option value="account">계정</option>
        <option value="payment">결제</option>
      </>
    ),
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = { args: { error: '문의 유형을 선택해주세요.' } };

export const HiddenLabel: Story = { args: { hideLabel: true } };
