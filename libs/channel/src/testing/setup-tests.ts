import { configure } from '@testing-library/react';

// The live page arrives as a lazy chunk with the chat and payment code: on a loaded machine its
// first render takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });
