/**
 * The last-resort 500 page, for when React itself could not render (shell error, error after
 * headers): no styles, no scripts, nothing that could fail again.
 */
export const PLAIN_ERROR_PAGE =
  '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>Internal Server Error</title><h1>Internal Server Error</h1></html>';
