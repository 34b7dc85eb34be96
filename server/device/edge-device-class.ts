import type { Device } from '../../shared/routing/prefixed-path';

/**
 * The header in which an edge in front (a CDN, the reference edge) tells the site the device
 * class it computed and keyed its cache on: one classification decides both the cached copy and
 * the page. A visitor who sends it directly chooses only the tree it gets itself: every answer
 * that depends on it names it in `Vary`, and an edge overwrites it.
 */
export const DEVICE_CLASS_HEADER = 'X-Device-Class';

export const DEVICE_CLASSES: readonly Device[] = ['pc', 'mobile'];

/** The device class an edge sent, or undefined when it sent none (or a value that is none). */
export function edgeDeviceClass(value: string | undefined): Device | undefined {
  return DEVICE_CLASSES.find((device) => device === value);
}
