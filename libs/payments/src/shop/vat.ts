/**
 * The VAT inside a price in won that includes it (10 %, 부가가치세법): what a Korean receipt shows
 * as 부가세. The supply value is rounded to the won, the VAT is the rest, so the two add up.
 */
export const vatIn = (priceWithVat: number) => priceWithVat - Math.round(priceWithVat / 1.1);
