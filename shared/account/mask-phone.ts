/**
 * A phone number as it is shown: 138****8000. The API masks the numbers it sends, and the site
 * masks them again, so that an unmasked answer from an upstream is never shown in full.
 */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (!/^\d{7,}$/.test(digits)) return digits;
  return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
}
