// The workspace's own ESLint rules, registered as the "onair" plugin in eslint.config.mjs.
import { apiModuleBoundaries } from './api-boundaries.mjs';
import { noLiteralColour } from './no-literal-colour.mjs';
import { noLiteralUiString } from './no-literal-ui-string.mjs';

export const onairPlugin = {
  meta: { name: 'eslint-plugin-onair' },
  rules: {
    'api-module-boundaries': apiModuleBoundaries,
    'no-literal-ui-string': noLiteralUiString,
    'no-literal-colour': noLiteralColour,
  },
};
