/** @venue/contract: the API schemas, enums and pure domain rules shared by client and server. */

export * from './api/app-config';
export * from './api/auth';
export * from './api/banner';
export * from './api/calls';
export * from './api/captcha';
export * from './api/enums';
export * from './api/envelope';
export * from './api/faq';
export * from './api/floor';
export * from './api/frequency';
export * from './api/inquiry';
export * from './api/notice';
export * from './api/program';
export * from './api/qr';
export * from './api/reserve-entry';
export * from './api/sandbox';
export * from './api/staff';
export * from './api/survey';
export * from './api/terms';
export * from './api/tour';
export * from './api/user';
export * from './api/visit';
export * from './api/zone';
export * from './domain';
export * from './domain/reserve-entry-id';
export * from './domain/resident-number';
