export { startBrandApp } from './start/start-brand-app';
