/**
 * Every call of the backend API as a typed function, grouped by area. Each resolves the
 * envelope's payload and takes per-call options (abort signal, request id) last.
 */
import type { ApiCallOptions, ApiQuery, ApiRequester } from './request';
import type {
  AccountDeleteRequest,
  AccountDeleteResponse,
  ActivityIndex,
  AdReportA,
  AdReportB,
  ChatRespond,
  ChatRespondRequest,
  CharacterFigures,
  CharacterFiguresQuery,
  CharacterSquare,
  CharacterSquareRequest,
  CurrentUser,
  GameDetail,
  GameEntityDetail,
  GameEntityList,
  GameEntityListQuery,
  GameList,
  GameListQuery,
  HistoryMessages,
  HistoryMessagesRequest,
  HomeCharacters,
  ImToken,
  ImTokenQuery,
  KnowledgeSearchQuery,
  KnowledgeSearchResult,
  LoginRequest,
  OfficialCharacterList,
  OfficialCharacterListQuery,
  QuestInfo,
  QuestInfoQuery,
  ReportUserActionRequest,
  SendCodeCaptchaRequest,
  SendCodeResponse,
  Story,
  StoryScenesQuery,
  UserSession,
  VerifyPhoneCodeRequest,
  VerifyPhoneCodeResponse,
} from './types';

/** GET /api/visitor/game/detail?game_id= */
export interface GameDetailQuery {
  game_id: number;
}

/** GET /api/visitor/game/entity/detail?entity_id= */
export interface GameEntityDetailQuery {
  entity_id: number;
}

/** Copies a typed query into the loose shape the requester takes (interfaces lack an index). */
function query(params: object | undefined): ApiQuery | undefined {
  return params ? { ...(params as ApiQuery) } : undefined;
}

export function createEndpoints(request: ApiRequester) {
  const get = <T>(path: string, params?: object, options?: ApiCallOptions) =>
    request<T>({ method: 'GET', path, query: query(params), ...options });
  const post = <T>(path: string, body: unknown, options?: ApiCallOptions) =>
    request<T>({ method: 'POST', path, body, ...options });

  return {
    users: {
      sendCodeWithCaptcha: (body: SendCodeCaptchaRequest, options?: ApiCallOptions) =>
        post<SendCodeResponse>('/api/users/send_phone_verification_code_captcha', body, options),
      /** Answers the session to store; sends device-identifier even before login. */
      loginRegister: (body: LoginRequest, options?: ApiCallOptions) =>
        request<UserSession>({
          method: 'POST',
          path: '/api/users/login_register_share_no_invitation_code',
          body,
          withDeviceIdentifier: true,
          ...options,
        }),
      me: (options?: ApiCallOptions) => get<CurrentUser>('/api/users/me/', undefined, options),
      /** Sends a code to the logged-in user's own phone (before account removal). */
      sendCodeToSelf: (options?: ApiCallOptions) =>
        post<SendCodeResponse>('/api/users/send_phone_verification_code_by_user', {}, options),
      verifyPhoneCode: (body: VerifyPhoneCodeRequest, options?: ApiCallOptions) =>
        post<VerifyPhoneCodeResponse>('/api/users/verify_phone_code', body, options),
      /** The spec sends this call's data as query params, not as a body. */
      deleteAccount: (params: AccountDeleteRequest, options?: ApiCallOptions) =>
        request<AccountDeleteResponse>({
          method: 'POST',
          path: '/api/users/account_delete',
          query: query(params),
          ...options,
        }),
      reportUserAction: (body: ReportUserActionRequest, options?: ApiCallOptions) =>
        post<null>('/api/users/report_user_action', body, options),
    },
    utils: {
      bilibiliAdReport: (body: AdReportA, options?: ApiCallOptions) =>
        post<null>('/api/utils/bilibili_pc_ad_report', body, options),
      /** Sent when the mobile download is triggered; callers ignore the answer. */
      huobanAdReport: (body: AdReportB, options?: ApiCallOptions) =>
        post<null>('/api/utils/huoban_ad_report', body, options),
    },
    characters: {
      officialList: (params?: OfficialCharacterListQuery, options?: ApiCallOptions) =>
        get<OfficialCharacterList>('/api/character/get_official_character_list', params, options),
      square: (body: CharacterSquareRequest = {}, options?: ApiCallOptions) =>
        post<CharacterSquare>('/api/character/legion_zone/pc_character_square', body, options),
      figures: (params?: CharacterFiguresQuery, options?: ApiCallOptions) =>
        get<CharacterFigures>('/api/character/legion_zone/pc_character_figures', params, options),
    },
    im: {
      /** The caller reads payload.im_token; see fetchImTokenWithRetry for the retry rule. */
      getToken: (params: ImTokenQuery, options?: ApiCallOptions) =>
        get<ImToken>('/api/im/get_token', params, options),
      historyMessages: (body: HistoryMessagesRequest, options?: ApiCallOptions) =>
        post<HistoryMessages>('/api/im/history_messages', body, options),
    },
    quest: {
      storyScenes: (params: StoryScenesQuery, options?: ApiCallOptions) =>
        get<Story>('/api/quest/story/scenes', params, options),
      info: (params: QuestInfoQuery, options?: ApiCallOptions) =>
        get<QuestInfo>('/api/quest/get_info', params, options),
      chatRespond: (body: ChatRespondRequest, options?: ApiCallOptions) =>
        post<ChatRespond>('/api/quest/get_chat_respond', body, options),
    },
    visitor: {
      homeCharacters: (options?: ApiCallOptions) =>
        get<HomeCharacters>('/api/visitor/web/index/characters', undefined, options),
      activityIndex: (options?: ApiCallOptions) =>
        get<ActivityIndex>('/api/visitor/web/activity/index', undefined, options),
      gameList: (params?: GameListQuery, options?: ApiCallOptions) =>
        get<GameList>('/api/visitor/game/list', params, options),
      gameDetail: (params: GameDetailQuery, options?: ApiCallOptions) =>
        get<GameDetail>('/api/visitor/game/detail', params, options),
      gameEntityList: (params: GameEntityListQuery, options?: ApiCallOptions) =>
        get<GameEntityList>('/api/visitor/game/entity/list', params, options),
      gameEntityDetail: (params: GameEntityDetailQuery, options?: ApiCallOptions) =>
        get<GameEntityDetail>('/api/visitor/game/entity/detail', params, options),
      knowledgeSearch: (params: KnowledgeSearchQuery, options?: ApiCallOptions) =>
        get<KnowledgeSearchResult>('/api/visitor/game/knowledge/search', params, options),
    },
  };
}

/** The typed endpoint groups: users, utils, characters, im, quest, visitor. */
export type ApiEndpoints = ReturnType<typeof createEndpoints>;
