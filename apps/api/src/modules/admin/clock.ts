/** The console's clock in epoch milliseconds; tests move it to reach an idle expiry without waiting. */
export type Clock = () => number;
