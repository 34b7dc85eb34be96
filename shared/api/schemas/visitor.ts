/** The home page's partners and the activities page. */
import * as z from 'zod/mini';

import { cappedList, id, listOf, tags, text } from './fields';

/** GET /api/visitor/web/index/characters */
export const homeCharacters = z.object({
  title: z.string(),
  subtitle: text,
  list: cappedList(
    z.object({
      id,
      name: z.string(),
      /** Full-body image URL (9:16). */
      figure: z.string(),
      tagline: text,
      greeting: text,
      tags,
      game_names: listOf(z.string()),
      /** The card's accent; the page uses it only if it is a plain hex colour. */
      theme_color: text,
    }),
  ),
});
export type HomeCharacters = z.output<typeof homeCharacters>;
export type HomeCharacter = HomeCharacters['list'][number];

/** Styled and filtered by, so it must be one the page knows. */
export const activityStatus = z.enum(['upcoming', 'ongoing', 'ended']);
export type ActivityStatus = z.output<typeof activityStatus>;

/** GET /api/visitor/web/activity/index */
export const activityIndex = z.object({
  banners: listOf(
    z.object({
      id,
      title: z.string(),
      subtitle: text,
      image: z.string(),
      /** Activity the banner points to, or null. */
      activity_id: z._default(z.nullable(id), null),
    }),
  ),
  activities: cappedList(
    z.object({
      id,
      title: z.string(),
      summary: text,
      description: text,
      cover: z.string(),
      /** ISO 8601. */
      start_time: z.string(),
      /** ISO 8601. */
      end_time: z.string(),
      status: activityStatus,
      /** Localized name of `status`. */
      status_label: z.string(),
      tags,
      rules: listOf(z.string()),
    }),
  ),
});
export type ActivityIndex = z.output<typeof activityIndex>;
export type ActivityBanner = ActivityIndex['banners'][number];
export type Activity = ActivityIndex['activities'][number];
