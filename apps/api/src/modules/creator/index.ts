// The creator module's public surface: the rest of the API imports it from here only.
export { creatorPlugin } from './creator-plugin';
export { sampleViewers } from './studio-queries';
