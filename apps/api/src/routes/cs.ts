/** The customer service routes live in ../cs; this path stays for the app's plugin list. */
export { csRoutesPlugin } from '../cs/cs-routes';
