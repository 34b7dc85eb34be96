/**
 * The backend API as the upstream sends it: request and payload types, one file per area under
 * types/, which the embedded demo API implements. Pages do not render these payloads as they
 * come: each one they show is checked and cut down by its schema in schemas/, whose inferred
 * types are what the pages use.
 *
 * Field names are snake_case, as the real (Python) backend sends them. Every localized text field
 * already holds the text in the language asked for by the request header `lan`.
 */
export type * from './types/ad-reports';
export type * from './types/characters';
export type * from './types/chat';
export * from './types/chat-report';
export * from './types/envelope';
export type * from './types/games';
export type * from './types/users';
export type * from './types/visitor';
