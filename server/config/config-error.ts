/** A bad setting: the process prints its message as one line and stops. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
