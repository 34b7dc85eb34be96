export function findChromium(): string | undefined;
export function chromiumPath(): string;
export const CHROMIUM_ARGS: readonly string[];
