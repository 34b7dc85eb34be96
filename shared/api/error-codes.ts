/** The envelope error codes that both sides act on. */

export const ERROR_CODE_OK = 0;
export const ERROR_CODE_LOGGED_OUT = 41001;

/** Codes whose whole response is rejected, so the caller can read it. */
export const ERROR_CODES_WHOLE_RESPONSE: readonly number[] = [41907, 41912];
