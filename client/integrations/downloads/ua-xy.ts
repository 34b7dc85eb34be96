/**
 * `ua_xy` of ad report variant B: the visitor's user agent cut down to its system part, in the
 * form iOS and Android themselves write it. The ad platform matches the click (this browser) to
 * the install (the app's own HTTP client), whose user agents share only that part.
 */

const IOS = /\((iPhone|iPad|iPod)[^)]*?OS (\d+)(?:[_.](\d+))?(?:[_.](\d+))? like Mac OS X/;
const SYSTEM_PART = /\(([^)]*)\)/;
const ANDROID_VERSION = /^Android (\d+(?:\.\d+)*)$/;
/** Parts of an Android system string that are not the device model. */
const NOT_A_MODEL = /^(?:U|wv|Linux|[a-z]{2}(?:[-_][a-z]{2,4})?)$/i;

function iosForm(device: string, versionParts: (string | undefined)[]): string {
  const version = versionParts.filter((part): part is string => part !== undefined).join('_');
  // iPads write "CPU OS", iPhones and iPods "CPU iPhone OS".
  const system = device === 'iPad' ? 'OS' : 'iPhone OS';
  return `Mozilla/5.0 (${device}; CPU ${system} ${version} like Mac OS X)`;
}

/** `Mozilla/5.0 (Linux; Android {version}; {model})` from the parenthesised system part. */
function androidForm(userAgent: string): string {
  const parts = (SYSTEM_PART.exec(userAgent)?.[1] ?? '').split(';').map((part) => part.trim());
  const versionIndex = parts.findIndex((part) => ANDROID_VERSION.test(part));
  if (versionIndex === -1) return '';
  const version = ANDROID_VERSION.exec(parts[versionIndex]!)![1];
  const rest = parts.slice(versionIndex + 1);
  // Older browsers put a locale before the model; the model is the part carrying "Build/".
  const model =
    rest.find((part) => part.includes(' Build/'))?.replace(/\s+Build\/.*$/, '') ??
    rest.find((part) => part && !NOT_A_MODEL.test(part));
  return `Mozilla/5.0 (Linux; Android ${version}${model ? `; ${model}` : ''})`;
}

/** The normalised user agent for iOS or Android; an empty string for any other system. */
export function normaliseUaXy(userAgent: string): string {
  const ios = IOS.exec(userAgent);
  if (ios) return iosForm(ios[1]!, [ios[2], ios[3], ios[4]]);
  return androidForm(userAgent);
}
