/** The login by SMS code: what a number looks like, how often a code may be sent, the demo code. */

export const COUNTRY_CODE = '86';

/** Mainland China mobile number: 1, then 3-9, then 9 digits. */
export const MAINLAND_PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SEND_CODE_COUNTDOWN_SECONDS = 60;

/** The demo API accepts this SMS code for any valid number. */
export const DEMO_VERIFICATION_CODE = '123456';
