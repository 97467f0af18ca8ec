import { letFormSubmitsStartTransitions } from '@onair/ui/testing';

letFormSubmitsStartTransitions();
