import { provideAllBrands } from '@onair/brand/testing';
import { prepareToastsForTests } from '@onair/ui/testing';

prepareToastsForTests();
provideAllBrands();
