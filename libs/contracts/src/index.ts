export * from './enums';
export * from './limits';
export * from './route';
export * from './errors';
export * from './fields';
export * from './groups/index';
export * from './openapi';
export * from './validate';
