/**
 * A phone number as the profile shows it: 138****8000. The API already masks it; this keeps an
 * unmasked answer from an upstream from ever being shown in full.
 */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (!/^\d{7,}$/.test(digits)) return digits;
  return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
}
