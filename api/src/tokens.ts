/** Injection token of the AppConfig (config.ts). */
export const APP_CONFIG = Symbol('APP_CONFIG');
