import { pagePaths, parseSlug } from '../../shared/routing/route-manifest';
import { getTopupEdition, type TopupEdition } from './documents/topup';

/**
 * The edition whose agreement a top-up file name shows: `agreement1.html` (standard),
 * `agreement2.html` (AMD) or `agreement3.html` (Intel AI PC). Any other name, including another
 * spelling of these ids such as `agreement01.html`, shows none.
 */
export function topupEditionOfFile(file: string | undefined): TopupEdition | undefined {
  const id = parseSlug('topup', file)?.id;
  if (id === undefined || !pagePaths.topupAgreement(id).endsWith(`/${file}`)) return undefined;
  return getTopupEdition(id);
}
