/**
 * Payload types of the backend API (spec section 7), shared by the client, the server-side data
 * loading and the embedded demo API (contract section 6).
 *
 * Field names are snake_case, as the real (Python) backend sends them. Every localized text field
 * already holds the text in the language asked for by the request header `lan`.
 */
import type { Lang } from '../i18n/languages';

/** The value of the `lan` request header. */
export type ApiLang = Lang;

/** Every answer of the API, business errors included (HTTP 200 with error_code != 0). */
export interface ApiEnvelope<T> {
  error_code: number;
  error_message: string;
  payload: T;
}

/**
 * Error codes the demo API answers with (the real backend's list is not in the spec; 0 and 41001
 * are). HTTP-level failures (400, 404, 413, 500) use the HTTP status as error_code.
 */
export const API_ERROR_CODES = {
  OK: 0,
  BAD_REQUEST: 400,
  NOT_FOUND_ROUTE: 404,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
  INVALID_PARAMS: 40000,
  INVALID_PHONE: 40010,
  WRONG_VERIFICATION_CODE: 40011,
  CAPTCHA_FAILED: 40012,
  INVALID_VERIFY_TOKEN: 40013,
  TOO_MANY_REQUESTS: 40029,
  NOT_FOUND: 40400,
  LOGGED_OUT: 41001,
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/** Query of every paged list. Both default on the server (page 1, page_size 20, max 50). */
export interface PageQuery {
  page?: number;
  page_size?: number;
}

/** A page of a list. `page` starts at 1. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
  has_more: boolean;
}

/** Label/value pair shown in attribute tables. */
export interface Attribute {
  label: string;
  value: string;
}

// ---------------------------------------------------------------------------------------------
// Users (login, profile, account removal)
// ---------------------------------------------------------------------------------------------

/** The captcha result (spec section 3) plus the phone. `gen_time` is a unix time string (s). */
export interface CaptchaResult {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

/** POST /api/users/send_phone_verification_code_captcha */
export interface SendCodeCaptchaRequest extends CaptchaResult {
  country_code: string;
  phone: string;
}

/** Answer of both send-code calls. */
export interface SendCodeResponse {
  /** Masked phone number the code was sent to, e.g. 138****8000. */
  phone: string;
  /** Seconds before another code may be asked for. */
  countdown_seconds: number;
}

/** POST /api/users/login_register_share_no_invitation_code */
export interface LoginRequest {
  country_code: string;
  phone: string;
  phone_verify_code: string;
  /** Acquisition channel, e.g. official-website. */
  source: string;
}

/** Answer of the login call; stored as the session (userInfo) by the client. */
export interface UserSession {
  access_token: string;
  token_type: 'Bearer';
  /** Lifetime of the token in seconds. */
  expires_in: number;
  web_user_id: string;
  user_id: number;
  /** Masked, e.g. 138****8000. */
  phone: string;
  country_code: string;
  nickname: string;
  avatar: string;
  /** True when this login created the account. */
  is_new_user: boolean;
}

/** GET /api/users/me/ */
export interface CurrentUser {
  user_id: number;
  web_user_id: string;
  /** Masked, e.g. 138****8000. */
  phone: string;
  country_code: string;
  nickname: string;
  avatar: string;
  bio: string;
  /** ISO 8601. */
  created_at: string;
  /** Channel the account was registered from. */
  source: string;
}

/** POST /api/users/send_phone_verification_code_by_user (logged in; sends to the user's phone). */
export type SendCodeByUserRequest = Record<string, never>;

/** POST /api/users/verify_phone_code (logged in). */
export interface VerifyPhoneCodeRequest {
  phone_verify_code: string;
}

export interface VerifyPhoneCodeResponse {
  verify_token: string;
  /** Seconds the verify_token stays valid. */
  expires_in: number;
}

/** POST /api/users/account_delete (logged in); `verify_token` as query param or in the body. */
export interface AccountDeleteRequest {
  verify_token: string;
}

export type AccountDeleteResponse = null;

/** POST /api/users/report_user_action (fields free-form; the answer payload is null). */
export interface ReportUserActionRequest {
  action?: string;
  [key: string]: unknown;
}

// ---------------------------------------------------------------------------------------------
// Ad reports (spec section 3)
// ---------------------------------------------------------------------------------------------

/** POST /api/utils/bilibili_pc_ad_report */
export interface AdReportA {
  conv_type: string;
  conv_time: number;
  ua: string;
  client_ip: string;
  url: string;
  track_id: string;
  report_from: string;
  web_id: string;
}

/** POST /api/utils/huoban_ad_report (sent on mobile download; the answer is ignored). */
export interface AdReportB {
  /** Always 0. */
  conv_time: number;
  idfa: string;
  client_ip: string;
  model: string;
  ua: string;
  oaid: string;
  updatetime: string;
  boottime: string;
  /** The source channel. */
  report_from: string;
  /** Normalised user-agent string built for iOS or Android. */
  ua_xy: string;
}

// ---------------------------------------------------------------------------------------------
// Game library
// ---------------------------------------------------------------------------------------------

/** A game as listed (GET /api/visitor/game/list). */
export interface GameSummary {
  id: number;
  name: string;
  /** Cover image URL (3:4). */
  cover: string;
  /** Square icon URL. */
  icon: string;
  genre: string;
  tags: string[];
  summary: string;
  rating: number;
  release_year: number;
  platforms: string[];
}

/** A game with its full text (GET /api/visitor/game/detail). */
export interface Game extends GameSummary {
  /** Wide banner image URL (16:9). */
  banner: string;
  description: string;
  developer: string;
  publisher: string;
  entity_count: number;
  knowledge_count: number;
}

/** GET /api/visitor/game/list?page=&page_size=&keyword= */
export interface GameListQuery extends PageQuery {
  keyword?: string;
}

export type GameList = Paged<GameSummary>;

/** GET /api/visitor/game/detail?game_id= */
export interface GameDetail extends Game {
  entities: GameEntitySummary[];
  /** The game's knowledge entries, full text included (there is no knowledge detail call). */
  knowledge: KnowledgeEntry[];
  /** Partners (AI characters) who play this game. */
  partners: CharacterSummary[];
}

export type GameEntityType = 'character' | 'boss' | 'item' | 'location' | 'skill' | 'mode';

/** A role, character, item, place or mode inside a game. */
export interface GameEntitySummary {
  id: number;
  game_id: number;
  name: string;
  type: GameEntityType;
  /** Localized name of `type`. */
  type_label: string;
  avatar: string;
  summary: string;
  tags: string[];
}

export interface GameEntity extends GameEntitySummary {
  /** Wide image URL (16:9). */
  cover: string;
  description: string;
  attributes: Attribute[];
}

/** GET /api/visitor/game/entity/list?game_id=&type=&page=&page_size= */
export interface GameEntityListQuery extends PageQuery {
  game_id: number;
  type?: GameEntityType;
}

export interface GameEntityList extends Paged<GameEntitySummary> {
  game: GameSummary;
}

/** GET /api/visitor/game/entity/detail?entity_id= */
export interface GameEntityDetail extends GameEntity {
  game: GameSummary;
  /** Other entities of the same game. */
  related: GameEntitySummary[];
  /** Knowledge entries about this entity, full text included. */
  knowledge: KnowledgeEntry[];
}

export interface KnowledgeEntrySummary {
  id: number;
  game_id: number;
  title: string;
  summary: string;
  tags: string[];
}

export interface KnowledgeEntry extends KnowledgeEntrySummary {
  content: string;
  /** ISO 8601 date. */
  updated_at: string;
}

/** GET /api/visitor/game/knowledge/search?keyword=&page=&page_size= */
export interface KnowledgeSearchQuery extends PageQuery {
  keyword: string;
}

export type KnowledgeSearchHitType = 'game' | 'entity' | 'knowledge';

export interface KnowledgeSearchHit {
  /** Unique in the result, e.g. `knowledge-301`. */
  key: string;
  hit_type: KnowledgeSearchHitType;
  /** Id of the game, entity or knowledge entry, by `hit_type`. */
  id: number;
  game_id: number;
  game_name: string;
  title: string;
  summary: string;
  image: string;
  tags: string[];
  /** Full text, for knowledge hits only. */
  content?: string;
  /** Entity type, for entity hits only. */
  entity_type?: GameEntityType;
}

export interface KnowledgeSearchResult extends Paged<KnowledgeSearchHit> {
  keyword: string;
}

// ---------------------------------------------------------------------------------------------
// Partners (AI characters), stories and quests
// ---------------------------------------------------------------------------------------------

export interface CharacterSummary {
  id: number;
  name: string;
  avatar: string;
  /** Portrait image URL (3:4). */
  cover: string;
  tagline: string;
  tags: string[];
  game_ids: number[];
  is_official: boolean;
  /** Demo popularity figure. */
  chat_count: number;
}

/** A partner (AI character). `Partner` is the same thing under the product's word. */
export interface Character extends CharacterSummary {
  personality: string;
  greeting: string;
  description: string;
  /** Games the partner plays, in the request language. */
  games: GameSummary[];
  story_id: number;
  quest_id: number;
}
export type Partner = Character;

/** GET /api/character/get_official_character_list?page=&page_size= */
export type OfficialCharacterListQuery = PageQuery;
export type OfficialCharacterList = Paged<Character>;

/** POST /api/character/legion_zone/pc_character_square */
export interface CharacterSquareRequest extends PageQuery {
  tag?: string;
}

export interface CharacterTag {
  /** Stable key sent back as `tag`. */
  key: string;
  label: string;
}

export interface CharacterSquare extends Paged<CharacterSummary> {
  tags: CharacterTag[];
  tag: string | null;
}

/** GET /api/character/legion_zone/pc_character_figures?character_id= */
export interface CharacterFiguresQuery {
  character_id?: number;
}

export interface CharacterFigure {
  character_id: number;
  name: string;
  /** Full-body image URL (9:16). */
  figure: string;
  avatar: string;
  tagline: string;
  greeting: string;
}

export interface CharacterFigures {
  list: CharacterFigure[];
}

export interface StoryLine {
  speaker: 'narrator' | 'character' | 'user';
  /** Display name of the speaker (empty for the narrator). */
  name: string;
  text: string;
}

export interface StoryChoice {
  id: string;
  text: string;
  /** Scene the choice leads to; null ends the story. */
  next_scene_id: number | null;
}

export interface StoryScene {
  id: number;
  story_id: number;
  /** 1-based order in the story. */
  index: number;
  title: string;
  background: string;
  narration: string;
  lines: StoryLine[];
  choices: StoryChoice[];
}

/** GET /api/quest/story/scenes?story_id= or ?character_id= */
export interface StoryScenesQuery {
  story_id?: number;
  character_id?: number;
}

export interface Story {
  id: number;
  character_id: number;
  title: string;
  summary: string;
  cover: string;
  scenes: StoryScene[];
}

export interface QuestObjective {
  id: string;
  text: string;
}

export interface QuestReward {
  name: string;
  amount: number;
}

export type QuestStatus = 'available' | 'in_progress' | 'completed';

/** GET /api/quest/get_info?quest_id= or ?character_id= */
export interface QuestInfoQuery {
  quest_id?: number;
  character_id?: number;
}

export interface QuestInfo {
  id: number;
  character_id: number;
  story_id: number;
  title: string;
  summary: string;
  objectives: QuestObjective[];
  rewards: QuestReward[];
  status: QuestStatus;
}

// ---------------------------------------------------------------------------------------------
// Chat and instant messaging (logged in)
// ---------------------------------------------------------------------------------------------

/** GET /api/im/get_token?app_id= */
export interface ImTokenQuery {
  app_id: string;
}

export interface ImToken {
  im_token: string;
  /** Seconds the token stays valid. */
  expires_in: number;
}

export interface ChatMessage {
  id: string;
  character_id: number;
  role: 'user' | 'character';
  content: string;
  /** Unix time in milliseconds. */
  created_at: number;
}

/** POST /api/im/history_messages */
export interface HistoryMessagesRequest {
  character_id: number;
  /** 1-100, default 20: the most recent messages are returned. */
  limit?: number;
}

export interface HistoryMessages {
  character_id: number;
  /** Oldest first. */
  list: ChatMessage[];
  has_more: boolean;
}

/** POST /api/quest/get_chat_respond */
export interface ChatRespondRequest {
  character_id: number;
  /** 1-500 characters. */
  message: string;
}

export interface ChatRespond {
  character_id: number;
  user_message: ChatMessage;
  reply: ChatMessage;
}

// ---------------------------------------------------------------------------------------------
// Visitor pages: home and activities
// ---------------------------------------------------------------------------------------------

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
