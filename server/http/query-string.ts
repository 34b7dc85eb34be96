/** The query part of a request URL, `?` included, or '' (redirects keep it whole). */
export function queryStringOf(originalUrl: string): string {
  const index = originalUrl.indexOf('?');
  return index === -1 ? '' : originalUrl.slice(index);
}
