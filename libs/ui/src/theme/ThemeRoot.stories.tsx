import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeRoot } from './ThemeRoot';

// Class names written out in full so Tailwind generates them (it scans sources, not runtime values).
const COLOURS = [
  { token: '--onair-bg', utility: 'bg-bg', swatch: 'bg-bg', use: '페이지 배경' },
  { token: '--onair-surface', utility: 'bg-surface', swatch: 'bg-surface', use: '카드, 대화상자, 입력' },
  { token: '--onair-surface-raised', utility: 'bg-surface-raised', swatch: 'bg-surface-raised', use: '토스트, 보조 버튼' },
  { token: '--onair-text', utility: 'text-text', swatch: 'bg-text', use: '본문' },
  { token: '--onair-text-muted', utility: 'text-muted', swatch: 'bg-muted', use: '보조 텍스트' },
  { token: '--onair-accent', utility: 'bg-accent / text-accent', swatch: 'bg-accent', use: '주요 동작, 강조' },
  { token: '--onair-accent-contrast', utility: 'text-accent-contrast', swatch: 'bg-accent-contrast', use: '강조 색 위의 글자' },
  { token: '--onair-border', utility: 'border-border', swatch: 'bg-border', use: '구분선, 테두리' },
  { token: '--onair-danger', utility: 'bg-danger / text-danger', swatch: 'bg-danger', use: '오류, 삭제, LIVE' },
  { token: '--onair-danger-contrast', utility: 'text-danger-contrast', swatch: 'bg-danger-contrast', use: '위험 색 위의 글자' },
  { token: '--onair-success', utility: 'text-success', swatch: 'bg-success', use: '완료' },
  { token: '--onair-overlay', utility: 'bg-overlay', swatch: 'bg-overlay', use: '모달 배경' },
];

function TokenSheet() {
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {COLOURS.map(({ token, utility, swatch, use }) => (
          <li key={token} className="flex items-center gap-3 rounded border border-border bg-surface p-3">
            <span aria-hidden="true" className={`size-10 shrink-0 rounded border border-border ${swatch}`} />
            <span className="min-w-0">
              <code className="block truncate font-mono text-xs text-text">{utility}</code>
              <span className="block truncate font-mono text-xs text-muted">{token}</span>
              <span className="block text-xs text-muted">{use}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <span className="rounded bg-accent px-3 py-1.5 text-sm font-semibold text-accent-contrast">강조 위 글자</span>
        <span className="rounded bg-danger px-3 py-1.5 text-sm font-semibold text-danger-contrast">LIVE</span>
        <span className="rounded bg-surface-raised px-3 py-1.5 text-sm text-text shadow-raised">그림자 (shadow-raised)</span>
        <span className="text-sm font-semibold text-accent">강조 텍스트</span>
        <span className="text-sm font-semibold text-success">완료 텍스트</span>
        <span className="text-sm font-semibold text-danger">오류 텍스트</span>
      </div>
      <p className="font-sans text-base text-text">
        가나다라마바사 아자차카타파하 ABCDEFG 0123456789 — font-sans (Pretendard, Apple SD Gothic Neo, Noto Sans KR)
      </p>
    </div>
  );
}

const meta = {
  title: 'UI/Theme tokens',
  component: ThemeRoot,
  args: { theme: 'DARK' },
  parameters: {
    docs: {
      description: {
        component:
          'The design tokens of both themes. Each panel of the preview is already a ThemeRoot; components use these utilities or var(--onair-*), never literal colours.',
      },
    },
  },
} satisfies Meta<typeof ThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token with its Tailwind utility, and the pairs that must stay readable. */
export const Tokens: Story = { render: () => <TokenSheet /> };

/** A ThemeRoot inside another switches the theme for its part of the page. */
export const Nested: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-text">바깥 테마</p>
      <ThemeRoot theme="BLUE" className="rounded border border-border p-4">
        <p className="text-sm text-text">안쪽은 BLUE</p>
      </ThemeRoot>
      <ThemeRoot theme="DARK" className="rounded border border-border p-4">
        <p className="text-sm text-text">안쪽은 DARK</p>
      </ThemeRoot>
    </div>
  ),
};
