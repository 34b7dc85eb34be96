/** A chat message is 1 to 500 characters (the API's limit); the history shows the last 50. */
export const CHAT_MESSAGE_MAX_LENGTH = 500;
export const CHAT_HISTORY_LIMIT = 50;
