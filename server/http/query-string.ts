/** The path part of a request target, as Express's `req.path` has it (the query left out). */
export function pathOf(target: string): string {
  const index = target.indexOf('?');
  return index === -1 ? target : target.slice(0, index);
}

/** The query part of a request URL, `?` included, or '' (redirects keep it whole). */
export function queryStringOf(originalUrl: string): string {
  const index = originalUrl.indexOf('?');
  return index === -1 ? '' : originalUrl.slice(index);
}
