/**
 * @bandi/domain: the facts of the domain that the API and the front ends share, in plain
 * TypeScript with no Node, Nest or React dependency (docs/domain.md, "The domain package").
 */
export * from './messages';
export * from './patterns';
export * from './password';
export * from './italian';
export * from './enums';
export * from './announcements';
export * from './sme';
export * from './sme-validation';
export * from './requirements';
export * from './dates';
export * from './format';
export * from './de-minimis';
export * from './single-undertaking';
export * from './documents';
export * from './api-errors';
