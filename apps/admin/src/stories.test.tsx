import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const srcDir = import.meta.dirname;
const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' });
const stories = files
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => readFileSync(join(srcDir, file), 'utf8'))
  .join('\n');

/**
 * The console's building blocks: the table, the shell, the sign-in form and the small views the
 * screens share. Whole screens and dialogs are reviewed in the e2e screenshots instead.
 */
const BLOCKS = /^(table|shell|sign-in|screens\/shared)\/[A-Z]\w+\.tsx$|^screens\/\w+\/(QrCode|ChangeView)\.tsx$/;
const NOT_VISUAL: Record<string, string> = {
  SignInPage: 'a page: its frame and form have stories (SignInFrame, CredentialsForm)',
  EnrolPage: 'a page: the same frame and form as SignInPage',
  Notice: 'shown by the CredentialsForm IdledOut story',
};

const components = files
  .filter((file) => BLOCKS.test(file) && !file.endsWith('.stories.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => file.replace(/^.*\//, '').replace(/\.tsx$/, ''))
  .filter((name) => !(name in NOT_VISUAL));

test.each(components)('%s has a story', (name) => {
  expect(stories).toMatch(new RegExp(`component: ${name}\\b`));
});

test('the building blocks are found at all', () => {
  expect(components).toEqual(expect.arrayContaining(['ServerTable', 'SideNav', 'BrandSelector', 'CredentialsForm']));
});
