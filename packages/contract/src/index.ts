export * from './enums.js';
export * from './messages.js';
export * from './schemas/errors.js';
export * from './schemas/pagination.js';
export * from './schemas/company-application.js';
export * from './schemas/health.js';
export * from './branding/contrast.js';
