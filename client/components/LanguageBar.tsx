import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * The language switcher of every page, under the page content: the
 * header has no room for it in three languages at the desktop minimum width, and it keeps the
 * streamed shell before the page's heading small.
 */
export function LanguageBar() {
  return (
    <div className="layout__languages">
      <LanguageSwitcher labelKey="language.pageLabel" />
    </div>
  );
}
