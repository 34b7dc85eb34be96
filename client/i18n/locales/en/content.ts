import type { ContentMessages } from '../zh/content';

export const enContent: ContentMessages = {};
