/** Business constants of both specs (§9), in one place so client, server and tests agree. */

export const API_TIMEOUT_MS = 10_000;
export const SMS_COUNTDOWN_SECONDS = 180;
export const HOME_PROGRAM_COUNT = 3;
export const HOME_NOTICE_COUNT = 3;
export const PROGRAM_LIST_PAGE_SIZE = 10;
export const PROGRAM_LIST_SCROLL_THRESHOLD_PX = 300;
export const PREV_PROGRAM_MAX = 3;
export const HEADER_INVERT_SCROLL_PX = 15;
export const SIDE_MENU_CLOSE_DELAY_MS = 300;
export const SIDE_MENU_Z_INDEX = 1200;
export const QR_SIZE = 180;
export const QR_ERROR_CORRECTION = 'H';
/** QrComplet waits this long for the user name, polling every 50 ms, then says 고객. */
export const QR_NAME_WAIT_MS = 2000;
export const QR_NAME_POLL_MS = 50;
export const QR_NAME_FALLBACK = '고객';
export const TUTORIAL_IFRAME_DEFAULT_HEIGHT = 400;
export const TOAST_COPY_MS = 600;
export const TOAST_SETTINGS_MS = 2000;
export const MAIN_BANNER_GAP = 20;
export const ZONE_SWIPER_GAP = 10;
export const PUBLIC_PHONE = '02-1599-2641';
/** getyears falls back to 2023 through the current year. */
export const FIRST_YEAR = 2023;
/** Account data is kept 5 years after withdrawal when transaction history exists. */
export const WITHDRAWN_DATA_RETENTION_YEARS = 5;
export const EMPTY_PROGRAM_LIST_MESSAGE =
  '지금은 새로운 이야기를 준비 중이에요. 조금만 기다려 주세요 :)';

/** The alphabet of entry codes: no 0/O or 1/I, so a typed code is unambiguous. */
export const ENTRY_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const ENTRY_CODE_LENGTH = 8;
