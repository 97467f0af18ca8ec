// The gateway's checkout page of an order, kept for this tab: the result page of an unfinished
// order offers "continue paying" with it (the order itself does not carry the URL).
const keyOf = (orderId: string) => `onair.checkout.${orderId}`;

export function rememberCheckout(orderId: string, checkoutUrl: string) {
  try {
    window.sessionStorage.setItem(keyOf(orderId), checkoutUrl);
  } catch {
    // Private mode or storage full: the result page then offers a new order instead.
  }
}

export function recalledCheckout(orderId: string): string | null {
  try {
    return window.sessionStorage.getItem(keyOf(orderId));
  } catch {
    return null;
  }
}

/** Only a web page may be handed off to; anything else (javascript:, data:) is refused. */
export function isWebUrl(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url, window.location.href).protocol);
  } catch {
    return false;
  }
}
