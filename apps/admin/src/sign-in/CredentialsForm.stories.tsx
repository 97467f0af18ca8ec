import type { Meta, StoryObj } from '@storybook/react-vite';
import { CredentialsForm } from './CredentialsForm';
import { Notice } from './Notice';

const meta = {
  title: 'Console/CredentialsForm',
  component: CredentialsForm,
  args: { submitText: '로그인', onSubmit: async () => '아이디, 비밀번호 또는 인증 코드가 올바르지 않습니다.' },
  decorators: [(Story) => <div className="max-w-md">{<Story />}</div>],
} satisfies Meta<typeof CredentialsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};
export const IdledOut: Story = {
  args: { notice: <Notice>30분 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해주세요.</Notice> },
};
