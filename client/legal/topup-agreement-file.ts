import { parseTopupAgreementFile } from '../routing/entry-segments';
import { getTopupEdition, type TopupEdition } from './documents/topup';

/**
 * The edition whose agreement a `/topup/` file name shows: `agreement1.html` (standard),
 * `agreement2.html` (AMD) or `agreement3.html` (Intel AI PC). Any other name, including another
 * spelling of these ids such as `agreement01.html`, shows none.
 */
export function topupEditionOfFile(file: string | undefined): TopupEdition | undefined {
  const id = parseTopupAgreementFile(file);
  if (id === undefined || file !== `agreement${id}.html`) return undefined;
  return getTopupEdition(id);
}
