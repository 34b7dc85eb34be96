const loading = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once and resolves when it has run. Only called for integrations
 * that are configured; the Content-Security-Policy allows their hosts only then.
 */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      // A later attempt (the next dialog) may try again.
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
