export * from './company-applications.js';
export * from './users.js';
