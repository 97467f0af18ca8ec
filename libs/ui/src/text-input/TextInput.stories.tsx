import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextInput } from './TextInput';

const meta = {
  title: 'UI/TextInput',
  component: TextInput,
  args: { label: '아이디', placeholder: '아이디를 입력하세요' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: '6~15자 영문 소문자, 숫자' } };

export const WithError: Story = {
  args: { defaultValue: 'ab12', hint: '6~15자 영문 소문자, 숫자', error: '아이디는 6자 이상이어야 합니다.' },
};

export const Password: Story = { args: { label: '비밀번호', type: 'password', placeholder: '8~15자' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'onair_viewer' } };
