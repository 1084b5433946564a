export * from './api/envelope';
export * from './api/faq';
export * from './api/notice';
