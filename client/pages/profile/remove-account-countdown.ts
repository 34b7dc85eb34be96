import { createCountdown } from '../../account/countdown';

/** The resend countdown of the removal code; outlives the step, like the login one. */
export const removeAccountCountdown = createCountdown();
