/** A loopback port nothing listens on now, for a process started with a port of its own. */
export function freePort(): Promise<number>;
/** Whether something accepts connections on the loopback `port`. */
export function accepts(port: number): Promise<boolean>;
