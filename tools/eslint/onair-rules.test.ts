import { RuleTester } from 'eslint';
import { literalColourIn, noLiteralColour } from './no-literal-colour.mjs';
import { noLiteralUiString } from './no-literal-ui-string.mjs';

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } } });

describe('onair/no-literal-ui-string', () => {
  tester.run('no-literal-ui-string', noLiteralUiString, {
    valid: [
      '<p>{t("home.title")}</p>',
      '<img alt="" src="/a.png" />',
      '<span> · </span>',
      '<span>{count} / {total}</span>',
      '<input placeholder={t("auth.phone.placeholder")} />',
      '<div className="flex gap-2" data-testid="grid" role="status" />',
      '<Dialog labelClassName="sr-only" />',
      'const label = "not JSX";',
    ],
    invalid: [
      { code: '<p>안녕하세요</p>', errors: [{ messageId: 'text' }] },
      { code: '<p>{"hello"}</p>', errors: [{ messageId: 'text' }] },
      { code: '<button title="닫기" />', errors: [{ messageId: 'attribute' }] },
      { code: '<input aria-label={`search`} />', errors: [{ messageId: 'attribute' }] },
      { code: '<img alt="photo" />', errors: [{ messageId: 'attribute' }] },
      { code: '<TextInput label="아이디" placeholder="ID" />', errors: [{ messageId: 'attribute' }, { messageId: 'attribute' }] },
      { code: '<AlertDialog confirmText={ok ? "확인" : "취소"} />', errors: [{ messageId: 'attribute' }, { messageId: 'attribute' }] },
      { code: '<Dialog closeLabel="Close" />', errors: [{ messageId: 'attribute' }] },
    ],
  });
});

describe('onair/no-literal-colour', () => {
  tester.run('no-literal-colour', noLiteralColour, {
    valid: [
      '<div className="bg-surface text-muted border-border ring-accent/30" />',
      '<div style={{ color: "var(--onair-text)" }} />',
      '<a href="#feed">{t("x")}</a>',
      'const id = "#1";',
      'const text = "red carpet";',
    ],
    invalid: [
      { code: '<div className="bg-[#ff2e88]" />', errors: [{ messageId: 'colour' }] },
      { code: '<div style={{ color: "#fff" }} />', errors: [{ messageId: 'colour' }] },
      { code: '<div style={{ background: "rgb(0 0 0 / 0.5)" }} />', errors: [{ messageId: 'colour' }] },
      { code: 'const overlay = `hsl(${hue} 50% 50%)`;', errors: [{ messageId: 'colour' }] },
      { code: '<div className="p-2 text-red-500" />', errors: [{ messageId: 'colour' }] },
      { code: '<div className={cx("bg-white", active && "hover:bg-black/50")} />', errors: [{ messageId: 'colour' }, { messageId: 'colour' }] },
      { code: '<path fill="#000000" />', errors: [{ messageId: 'colour' }] },
    ],
  });
});

test('names the colour it found', () => {
  expect(literalColourIn('bg-[#ff2e88] p-2')).toBe('#ff2e88');
  expect(literalColourIn('oklch(70% 0.1 200)')).toBe('oklch(…)');
  expect(literalColourIn('md:text-blue-600/80 font-bold')).toBe('text-blue-600/80');
  expect(literalColourIn('text-accent bg-surface')).toBeNull();
});

describe('wired into the workspace lint config', () => {
  const rulesFor = async (file: string) => {
    const { ESLint } = await import('eslint');
    const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
    const config = (await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> };
    return [config.rules?.['onair/no-literal-ui-string'], config.rules?.['onair/no-literal-colour']];
  };

  test.each(['libs/ui/src/button/Button.tsx', 'libs/shell/src/layout/SiteHeader.tsx', 'apps/web-onair/src/main.tsx'])('errors in %s', async (file) => {
    expect(await rulesFor(file)).toEqual([[2], [2]]);
  });

  test.each(['libs/ui/src/button/Button.test.tsx', 'libs/ui/src/button/Button.stories.tsx', 'libs/auth/src/testing/render-with-store.tsx'])(
    'leaves %s alone',
    async (file) => {
      expect(await rulesFor(file)).toEqual([undefined, undefined]);
    },
  );
});
