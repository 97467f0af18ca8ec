export { startBrandApp } from './start/start-brand-app';
export { AppRoot, type AppRootProps } from './AppRoot';
export { appRoutes, AppRoutes, type RouterKind } from './routes';
