import { provideAllBrands } from '@onair/brand/testing';
import { configure } from '@testing-library/react';
import { resetTestStores } from '@onair/store/testing';
import { prepareToastsForTests } from '@onair/ui/testing';

// On a loaded machine a fake request and its re-render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

prepareToastsForTests();

afterEach(() => {
  resetTestStores();
  window.sessionStorage.clear();
});
provideAllBrands();
