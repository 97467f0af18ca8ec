// The discovery module's public surface (categories, tags, browse and search; docs/discovery.md).
export { discoveryRoutesPlugin } from './discovery-routes';
export { categoryStore, type CategoryStore } from './category-store';
