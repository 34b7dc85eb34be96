/** Visitor pages: home and activities. */

/** GET /api/visitor/web/index/characters */
export interface HomeCharacter {
  id: number;
  name: string;
  avatar: string;
  figure: string;
  tagline: string;
  greeting: string;
  tags: string[];
  game_names: string[];
  /** CSS colour for the card accent. */
  theme_color: string;
}

export interface HomeCharacters {
  title: string;
  subtitle: string;
  list: HomeCharacter[];
}

export type ActivityStatus = 'upcoming' | 'ongoing' | 'ended';

export interface Activity {
  id: number;
  title: string;
  summary: string;
  description: string;
  cover: string;
  /** ISO 8601. */
  start_time: string;
  /** ISO 8601. */
  end_time: string;
  status: ActivityStatus;
  /** Localized name of `status`. */
  status_label: string;
  tags: string[];
  rules: string[];
}

export interface ActivityBanner {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  /** Activity the banner points to, or null. */
  activity_id: number | null;
}

/** GET /api/visitor/web/activity/index */
export interface ActivityIndex {
  banners: ActivityBanner[];
  activities: Activity[];
}
