import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { appEnvironmentDetected } from '@onair/store';
import { AlertDialog } from '@onair/ui';
import { EmbedAlerts } from './EmbedAlerts';
import { resetTestStores, testStore } from './testing/render-in-shell';

afterEach(() => {
  resetTestStores();
  jest.restoreAllMocks();
});

function renderAlert(appType: 'MAIN' | 'EMBED') {
  const store = testStore();
  store.dispatch(appEnvironmentDetected({ appType, mobile: true }));
  const onClose = jest.fn();
  render(
    <Provider store={store}>
      <EmbedAlerts>
        <AlertDialog open onClose={onClose}>
          가입이 제한된 번호입니다.
        </AlertDialog>
      </EmbedAlerts>
    </Provider>,
  );
  return onClose;
}

test('EMBED: the generic alert is the native window.alert', () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const onClose = renderAlert('EMBED');
  expect(alert).toHaveBeenCalledWith('가입이 제한된 번호입니다.');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('MAIN: the generic alert is drawn on the page', () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderAlert('MAIN');
  expect(screen.getByRole('alertdialog', { name: '안내' })).toBeInTheDocument();
  expect(alert).not.toHaveBeenCalled();
});
