/** The three consents of the terms agreement form. */
export type AgreementValues = { terms: boolean; privacy: boolean; marketing: boolean };

/** SPEC section 4: both required ticked is essential, all three is full, otherwise none. */
export type AgreementLevel = 'none' | 'essential' | 'full';

export const NO_AGREEMENTS: AgreementValues = { terms: false, privacy: false, marketing: false };

export function agreementLevel({ terms, privacy, marketing }: AgreementValues): AgreementLevel {
  if (!terms || !privacy) return 'none';
  return marketing ? 'full' : 'essential';
}

/** All-agree sets all three, or clears all three when they are all set already. */
export function toggleAll(values: AgreementValues): AgreementValues {
  const next = agreementLevel(values) !== 'full';
  return { terms: next, privacy: next, marketing: next };
}
