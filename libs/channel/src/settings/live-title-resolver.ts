import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { LiveTitle } from '@onair/contracts';

/**
 * The title field's schema: the contract's rule (one line, at most 120 characters, which the box's
 * own limit keeps to). The form sends the title as typed; the API trims it as it stores it.
 */
export const liveTitleResolver = valibotResolver(v.object({ liveTitle: LiveTitle }), undefined, { raw: true });
