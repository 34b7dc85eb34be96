import 'react';

/**
 * Invoker commands (`<button command="show-modal" commandfor="id">`): a button that opens or closes
 * a dialog without script, which the page's header uses before its scripts have run. The React
 * types do not list them yet; React passes them through as written.
 */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the merged interface's own parameter
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | undefined;
    commandfor?: string | undefined;
  }
}
