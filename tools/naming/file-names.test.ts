import { fileURLToPath } from 'node:url';
import { nameProblem, repositoryNameProblems } from './file-names';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('this repository', () => {
  it('names components PascalCase and every other module kebab-case', () => {
    expect(repositoryNameProblems(ROOT)).toEqual([]);
  });
});

describe('nameProblem', () => {
  it('accepts kebab-case modules, their tests, and PascalCase component files', () => {
    expect(nameProblem('libs/chat/src/room/chat-socket.ts')).toBeNull();
    expect(nameProblem('libs/chat/src/room/use-chat-room.test.ts')).toBeNull();
    expect(nameProblem('libs/ui/src/button/Button.tsx')).toBeNull();
    expect(nameProblem('libs/ui/src/button/Button.stories.tsx')).toBeNull();
    expect(nameProblem('apps/web-onair/vite.config.ts')).toBeNull();
    expect(nameProblem('libs/ui/src/button/README.md')).toBeNull();
  });

  it('refuses camelCase anywhere and PascalCase outside component files', () => {
    expect(nameProblem('libs/auth/src/sign-in/useSignIn.ts')).toBe(
      'libs/auth/src/sign-in/useSignIn.ts: name it kebab-case (use-sign-in)',
    );
    expect(nameProblem('libs/chat/src/panel/renderChat.tsx')).toContain('kebab-case (render-chat)');
    expect(nameProblem('libs/chat/src/room/OutboxPump.ts')).toContain('PascalCase is for React component files');
  });

  it('leaves generated files to their generator', () => {
    expect(nameProblem('libs/api-client/src/generated/myPage.ts')).toBeNull();
  });
});
