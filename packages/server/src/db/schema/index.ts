export * from './account';
export * from './catalog';
export * from './commerce';
export * from './content';
export * from './users';
