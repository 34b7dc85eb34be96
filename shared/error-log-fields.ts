/**
 * An error as the fields of a log line, the same in the site server's log and the demo API's, so
 * that one log collector reads both: its message, and its stack when it has one.
 */
export function errorFields(error: unknown): { error: string; stack?: string } {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}
