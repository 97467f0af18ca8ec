import { jest } from '@jest/globals';
import { StrictMode, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertDialog } from './AlertDialog';
import { NativeAlertProvider } from './native-alert-context';

let alerts: string[];
beforeEach(() => {
  alerts = [];
  jest.spyOn(window, 'alert').mockImplementation((text?: unknown) => void alerts.push(String(text)));
});
afterEach(() => jest.restoreAllMocks());

function Opener({ extra }: { extra?: boolean }) {
  const [open, setOpen] = useState(false);
  const [log, setLog] = useState<string[]>([]);
  return (
    <>
      <button onClick={() => setOpen(true)}>열기</button>
      <output>{log.join(',')}</output>
      <AlertDialog
        open={open}
        onClose={() => {
          setOpen(false);
          setLog((entries) => [...entries, 'close']);
        }}
        onConfirm={() => setLog((entries) => [...entries, 'confirm'])}
        extraAction={extra ? { label: '취소', onClick: () => undefined } : undefined}
      >
        가입이 제한된 <strong>번호</strong>입니다.
      </AlertDialog>
    </>
  );
}

test('in the app wrapper an alert is a window.alert of its text, then confirm and close run once', async () => {
  render(
    <StrictMode>
      <NativeAlertProvider native>
        <Opener />
      </NativeAlertProvider>
    </StrictMode>,
  );
  await userEvent.click(screen.getByRole('button', { name: '열기' }));
  expect(alerts).toEqual(['가입이 제한된 번호입니다.']);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('confirm,close');

  await userEvent.click(screen.getByRole('button', { name: '열기' }));
  expect(alerts).toHaveLength(2);
});

test('on the web (MAIN) the dialog is drawn and window.alert is never called', async () => {
  render(
    <NativeAlertProvider native={false}>
      <Opener />
    </NativeAlertProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: '열기' }));
  expect(screen.getByRole('alertdialog', { name: '안내' })).toHaveTextContent('가입이 제한된 번호입니다.');
  expect(alerts).toEqual([]);
});

test('a dialog with a second button stays drawn in the wrapper: a native alert has one button', async () => {
  render(
    <NativeAlertProvider native>
      <Opener extra />
    </NativeAlertProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: '열기' }));
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  expect(alerts).toEqual([]);
});
