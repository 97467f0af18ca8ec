import type { Meta, StoryObj } from '@storybook/react-vite';
import { CredentialsForm } from './CredentialsForm';
import { SignInFrame } from './SignInFrame';

const meta = {
  title: 'Console/SignInFrame',
  component: SignInFrame,
  args: {
    title: '운영자 로그인',
    lead: '아이디, 비밀번호와 인증 앱의 6자리 코드를 입력하세요.',
    children: <CredentialsForm submitText="로그인" onSubmit={async () => null} />,
  },
} satisfies Meta<typeof SignInFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInPage: Story = {};
