import * as v from 'valibot';
import { RULES_DOCUMENTS } from '@onair/contracts';
import type { ConsoleMessageKey } from '../../i18n/use-console-t';
import { koreanInstant } from '../../time/korean-time';

const required = (message: ConsoleMessageKey) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** The publish form as typed: the effective time is a datetime-local value in Korean time. */
export const PublishForm = v.object({
  document: v.picklist(RULES_DOCUMENTS),
  bodyKo: required('console.rules.validation.bodyKo'),
  bodyEn: v.pipe(v.string(), v.trim()),
  effectiveLocal: v.pipe(
    v.string(),
    v.check((value) => koreanInstant(value) !== null, 'console.rules.validation.effectiveAt'),
  ),
  reason: required('console.validation.reason'),
});
export type PublishFormInput = v.InferInput<typeof PublishForm>;
