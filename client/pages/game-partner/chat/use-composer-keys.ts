import { usePageContext } from '../../../app/page-context';
import { useMediaQuery } from '../../../runtime/use-media-query';

/** A touch screen as the primary pointer: its keyboard is on screen, with a return key. */
const TOUCH_PRIMARY_QUERY = '(hover: none) and (pointer: coarse)';

export interface ComposerKeys {
  /** Enter sends (Shift+Enter is a new line); otherwise Enter is a new line and the button sends. */
  enterSends: boolean;
  /** Whether to show the "Enter to send" hint. */
  showHint: boolean;
}

/**
 * How the composer's Enter key behaves. With a hardware keyboard it sends; on a touch screen, as
 * in phone messaging apps, the return key is a new line. The hint about keys is left out on touch
 * screens and on the phone pages, whose visitors type on screen keyboards.
 */
export function useComposerKeys(): ComposerKeys {
  const { mobile } = usePageContext();
  const touch = useMediaQuery(TOUCH_PRIMARY_QUERY, mobile);
  return { enterSends: !touch, showHint: !touch && !mobile };
}
