export function startHeapOptions(): string[];
