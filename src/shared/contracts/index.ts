export * from './auth';
export * from './catalogue';
export * from './common';
export * from './contact';
export * from './errors';
export * from './network';
export * from './staff';
export * from './sync';
