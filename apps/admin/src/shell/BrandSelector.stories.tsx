import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandSelector } from './BrandSelector';

const meta = {
  title: 'Console/BrandSelector',
  component: BrandSelector,
  args: { staff: { brands: 'all' } },
} satisfies Meta<typeof BrandSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryBrand: Story = {};
export const TwoBrands: Story = { args: { staff: { brands: ['mint', 'nova'] } } };
