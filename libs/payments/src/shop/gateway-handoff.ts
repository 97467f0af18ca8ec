import { createContext, useContext } from 'react';

/** Leaves the site for the payment gateway's page. */
export type GatewayHandoff = (checkoutUrl: string) => void;

const leaveForGateway: GatewayHandoff = (checkoutUrl) => window.location.assign(checkoutUrl);

/**
 * How the shop leaves for the gateway: a full page load in the app; tests supply a recorder, since
 * jsdom cannot navigate.
 */
export const GatewayHandoffContext = createContext<GatewayHandoff>(leaveForGateway);

export const useGatewayHandoff = () => useContext(GatewayHandoffContext);
