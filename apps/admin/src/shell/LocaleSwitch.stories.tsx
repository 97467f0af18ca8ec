import type { Meta, StoryObj } from '@storybook/react-vite';
import { LocaleSwitch } from './LocaleSwitch';

const meta = { title: 'Console/LocaleSwitch', component: LocaleSwitch } satisfies Meta<typeof LocaleSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
