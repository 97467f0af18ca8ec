import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { screen, waitFor } from '@testing-library/react';
import { Dialog } from './Dialog';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// Outside act(), as in the browser: a dialog that a store update opens (the home popup when its
// query answers) renders synchronously; moving focus in that same task would make the browser lay
// the dialog out inside it, one long task. The focus must still arrive, just a task later.
test('a dialog opened by a synchronous render takes focus in a later task, not during the render', async () => {
  const actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  try {
    flushSync(() =>
      root.render(
        <Dialog open onClose={() => undefined} title="공지" footer={<button data-autofocus="">닫기</button>}>
          오늘의 공지
        </Dialog>,
      ),
    );
    const close = screen.getByRole('button', { name: '닫기' });
    expect(close).not.toHaveFocus();
    await waitFor(() => expect(close).toHaveFocus());
  } finally {
    root.unmount();
    host.remove();
    globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
});
