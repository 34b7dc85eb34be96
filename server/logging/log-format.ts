/**
 * The formats `LOG_FORMAT` accepts: `json`, one object per line for log collectors (the
 * default), or `pretty`, one readable line per request for a person at a terminal.
 */
export const LOG_FORMATS = ['json', 'pretty'] as const;

export type LogFormat = (typeof LOG_FORMATS)[number];

export function isLogFormat(value: string): value is LogFormat {
  return (LOG_FORMATS as readonly string[]).includes(value);
}
