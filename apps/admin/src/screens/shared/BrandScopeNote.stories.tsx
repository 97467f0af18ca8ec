import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandScopeNote } from './BrandScopeNote';

/** The story store holds 전체 브랜드 for a super-admin of every brand: the note names onair. */
const meta = {
  title: 'Console/BrandScopeNote',
  component: BrandScopeNote,
} satisfies Meta<typeof BrandScopeNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllBrands: Story = {};
