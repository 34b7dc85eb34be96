import { createLanguageInstances } from '../../shared/i18n/language-instances';

/** The server's own i18next instance of each language (what it answers itself), made at start. */
export const languageInstances = createLanguageInstances();
