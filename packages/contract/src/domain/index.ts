/**
 * The pure domain rules and vocabularies, without zod: `@venue/contract/domain`.
 * The web imports from here at run time so its first-visit bundle stays small; schemas come from
 * `@venue/contract` (types only, on the web's first-visit path).
 */
export * from './age';
export * from './audit-words';
export * from './calendar';
export * from './constants';
export * from './dates';
export * from './draw-order';
export * from './entry-answers';
export * from './enums';
export * from './greeting';
export * from './greeting-messages';
export * from './greeting-states';
export * from './ids';
export * from './inquiry';
export * from './josa';
export * from './labels';
export * from './maintenance';
export * from './map-hotspots';
export * from './masking';
export * from './noshow-rules';
export * from './notice';
export * from './pass-code';
export * from './qr-input';
export * from './redirect';
export * from './reserve-entry-id';
export * from './resident-number';
export * from './roles';
export * from './survey';
export * from './terms-catalog';
export * from './validation';
export * from './venue-days';
export * from './waitlist';
