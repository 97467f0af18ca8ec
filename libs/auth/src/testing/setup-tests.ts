import { prepareToastsForTests } from '@onair/ui/testing';

prepareToastsForTests();
