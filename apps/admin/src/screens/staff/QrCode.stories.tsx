import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCode } from './QrCode';

const meta = {
  title: 'Console/Staff/QrCode',
  component: QrCode,
  args: { text: 'otpauth://totp/OnAir%20Console:mod1?secret=JBSWY3DPEHPK3PXP&issuer=OnAir%20Console', label: 'QR' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OtpauthUri: Story = {};
