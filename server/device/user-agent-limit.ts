/** A bound on the User-Agent, so that parsing it costs little whoever sends it. */

/** The User-Agent is cut to this before it is parsed. */
export const MAX_USER_AGENT_LENGTH = 512;
