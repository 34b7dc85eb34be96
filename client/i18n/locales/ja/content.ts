import type { ContentMessages } from '../zh/content';

export const jaContent: ContentMessages = {};
