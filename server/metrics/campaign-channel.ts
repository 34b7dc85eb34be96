/**
 * A campaign channel as a metric label: one of the configured channels, else `other`. Channels
 * come from the visitor's query, so the label never takes a value the operator did not name.
 */
export const OTHER_CHANNEL = 'other';

export function campaignChannelLabel(channels: ReadonlySet<string>, channel: unknown): string {
  return typeof channel === 'string' && channels.has(channel) ? channel : OTHER_CHANNEL;
}
