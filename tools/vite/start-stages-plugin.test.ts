import { stageFiles } from './start-stages-plugin';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], dynamicImports: string[] = []) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports, dynamicImports }) as const;

test("the document preloads the entry's stages and what they import, not its other lazy chunks nor what it already loads", () => {
  const entry = chunk('index.js', '/app/src/main.tsx', ['runtime.js'], ['store.stage.js', 'render.stage.js', 'messages-ko.js', 'sentry.js']);
  const bundle = {
    'index.js': entry,
    'runtime.js': chunk('runtime.js', null),
    'store.stage.js': chunk('store.stage.js', '/libs/shell/src/start/store.stage.ts', ['redux.js', 'runtime.js']),
    'render.stage.js': chunk('render.stage.js', '/libs/shell/src/start/render.stage.tsx', ['react-dom.js', 'redux.js'], ['player.js']),
    'redux.js': chunk('redux.js', null, ['react.js']),
    'react.js': chunk('react.js', null),
    'react-dom.js': chunk('react-dom.js', null, ['react.js']),
    'messages-ko.js': chunk('messages-ko.js', '/libs/i18n/src/locales/ko/common.json'),
    'sentry.js': chunk('sentry.js', '/node_modules/@sentry/react/index.js'),
    'player.js': chunk('player.js', '/libs/player/src/index.ts'),
    'index.css': { type: 'asset' as const },
  };
  expect(stageFiles(bundle, entry).sort()).toEqual(['react-dom.js', 'react.js', 'redux.js', 'render.stage.js', 'store.stage.js']);
});
