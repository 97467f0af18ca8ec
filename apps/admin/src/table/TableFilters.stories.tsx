import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField, TextInput } from '@onair/ui';
import { TableFilters } from './TableFilters';

const meta = {
  title: 'Console/TableFilters',
  component: TableFilters,
  args: {
    query: { filters: { action: 'staff.invite' }, setFilters: () => undefined },
    children: (
      <>
        <TextInput name="targetId" label="대상 ID" containerClassName="w-36" />
        <SelectField name="action" label="작업" defaultValue="staff.invite" className="w-44">
          <option value="">모든 작업</option>
          <option value="staff.invite">운영자 초대</option>
        </SelectField>
      </>
    ),
  },
} satisfies Meta<typeof TableFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoFilters: Story = {};
