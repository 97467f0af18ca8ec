import { provideAllBrands } from '@onair/brand/testing';
import { letFormSubmitsStartTransitions } from '@onair/ui/testing';

letFormSubmitsStartTransitions();
provideAllBrands();
