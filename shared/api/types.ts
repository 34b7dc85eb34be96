/**
 * Payload types of the backend API, shared by the client, the server-side data
 * loading and the embedded demo API, one file per area under types/.
 *
 * Field names are snake_case, as the real (Python) backend sends them. Every localized text field
 * already holds the text in the language asked for by the request header `lan`.
 */
export * from './types/envelope';
export * from './types/users';
export * from './types/ad-reports';
export * from './types/games';
export * from './types/characters';
export * from './types/chat';
export * from './types/visitor';
