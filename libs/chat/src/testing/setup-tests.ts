import { provideAllBrands } from '@onair/brand/testing';
import { configure } from '@testing-library/react';

// A real socket.io round trip and a re-render can take longer than the default second on a loaded machine.
configure({ asyncUtilTimeout: 5000 });
provideAllBrands();
