/**
 * Every call of the backend API as a typed function, grouped by area. Each resolves the
 * envelope's payload and takes per-call options (abort signal, request id) last. A payload a page
 * shows is checked and cut down to what the pages use (validate.ts); the others are resolved as
 * the upstream sends them.
 */
import { AD_REPORT_A_PATH, AD_REPORT_B_PATH } from './ad-report-paths';
import type { ApiCallOptions, ApiQuery, ApiRequester } from './request';
import type {
  AccountDeleteRequest,
  AccountDeleteResponse,
  AdReportA,
  AdReportB,
  CharacterFiguresQuery,
  CharacterSquareRequest,
  ChatClearReceipt,
  ChatClearRequest,
  ChatReportReceipt,
  ChatReportRequest,
  ChatRespondRequest,
  GameEntityListQuery,
  GameListQuery,
  HistoryMessagesRequest,
  ImToken,
  ImTokenQuery,
  KnowledgeSearchQuery,
  LoginRequest,
  OfficialCharacterListQuery,
  QuestInfoQuery,
  ReportUserActionRequest,
  SendCodeCaptchaRequest,
  SendCodeResponse,
  StoryScenesQuery,
  UserSession,
  VerifyPhoneCodeRequest,
  VerifyPhoneCodeResponse,
} from './types';
import { type Payload, type PayloadName, payloadParser } from './validate';

/** The account calls that cost money (an SMS) or guard an account: the server limits their rate. */
export const USER_CALL_PATHS = {
  sendCodeWithCaptcha: '/api/users/send_phone_verification_code_captcha',
  loginRegister: '/api/users/login_register_share_no_invitation_code',
  sendCodeToSelf: '/api/users/send_phone_verification_code_by_user',
  verifyPhoneCode: '/api/users/verify_phone_code',
  deleteAccount: '/api/users/account_delete',
} as const;

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
  /** A GET whose payload a page shows: resolves what `name`'s schema keeps, or rejects. */
  const read = <K extends PayloadName>(
    name: K,
    path: string,
    params?: object,
    options?: ApiCallOptions,
  ): Promise<Payload<K>> =>
    request({ method: 'GET', path, query: query(params), ...options, parse: payloadParser(name) });
  /** The same for a POST (the API reads some lists by POST). */
  const readPost = <K extends PayloadName>(
    name: K,
    path: string,
    body: unknown,
    options?: ApiCallOptions,
  ): Promise<Payload<K>> =>
    request({ method: 'POST', path, body, ...options, parse: payloadParser(name) });

  return {
    users: {
      sendCodeWithCaptcha: (body: SendCodeCaptchaRequest, options?: ApiCallOptions) =>
        post<SendCodeResponse>(USER_CALL_PATHS.sendCodeWithCaptcha, body, options),
      /** Answers the session to store; sends device-identifier even before login. */
      loginRegister: (body: LoginRequest, options?: ApiCallOptions) =>
        request<UserSession>({
          method: 'POST',
          path: USER_CALL_PATHS.loginRegister,
          body,
          withDeviceIdentifier: true,
          ...options,
        }),
      me: (options?: ApiCallOptions) => read('me', '/api/users/me/', undefined, options),
      /** Sends a code to the logged-in user's own phone (before account removal). */
      sendCodeToSelf: (options?: ApiCallOptions) =>
        post<SendCodeResponse>(USER_CALL_PATHS.sendCodeToSelf, {}, options),
      verifyPhoneCode: (body: VerifyPhoneCodeRequest, options?: ApiCallOptions) =>
        post<VerifyPhoneCodeResponse>(USER_CALL_PATHS.verifyPhoneCode, body, options),
      /** The spec sends this call's data as query params, not as a body. */
      deleteAccount: (params: AccountDeleteRequest, options?: ApiCallOptions) =>
        request<AccountDeleteResponse>({
          method: 'POST',
          path: USER_CALL_PATHS.deleteAccount,
          query: query(params),
          ...options,
        }),
      reportUserAction: (body: ReportUserActionRequest, options?: ApiCallOptions) =>
        post<null>('/api/users/report_user_action', body, options),
    },
    utils: {
      bilibiliAdReport: (body: AdReportA, options?: ApiCallOptions) =>
        post<null>(AD_REPORT_A_PATH, body, options),
      /** Sent when the mobile download is triggered; callers ignore the answer. */
      huobanAdReport: (body: AdReportB, options?: ApiCallOptions) =>
        post<null>(AD_REPORT_B_PATH, body, options),
    },
    characters: {
      officialList: (params?: OfficialCharacterListQuery, options?: ApiCallOptions) =>
        read('officialList', '/api/character/get_official_character_list', params, options),
      square: (body: CharacterSquareRequest = {}, options?: ApiCallOptions) =>
        readPost('square', '/api/character/legion_zone/pc_character_square', body, options),
      figures: (params?: CharacterFiguresQuery, options?: ApiCallOptions) =>
        read('figures', '/api/character/legion_zone/pc_character_figures', params, options),
    },
    im: {
      /** The caller reads payload.im_token; see fetchImTokenWithRetry for the retry rule. */
      getToken: (params: ImTokenQuery, options?: ApiCallOptions) =>
        get<ImToken>('/api/im/get_token', params, options),
      historyMessages: (body: HistoryMessagesRequest, options?: ApiCallOptions) =>
        readPost('historyMessages', '/api/im/history_messages', body, options),
      /** Reports a partner's reply (举报). */
      report: (body: ChatReportRequest, options?: ApiCallOptions) =>
        post<ChatReportReceipt>('/api/im/report', body, options),
      /** Clears the visitor's conversation with a partner. */
      clear: (body: ChatClearRequest, options?: ApiCallOptions) =>
        post<ChatClearReceipt>('/api/im/clear', body, options),
    },
    quest: {
      storyScenes: (params: StoryScenesQuery, options?: ApiCallOptions) =>
        read('storyScenes', '/api/quest/story/scenes', params, options),
      info: (params: QuestInfoQuery, options?: ApiCallOptions) =>
        read('questInfo', '/api/quest/get_info', params, options),
      chatRespond: (body: ChatRespondRequest, options?: ApiCallOptions) =>
        readPost('chatRespond', '/api/quest/get_chat_respond', body, options),
    },
    visitor: {
      homeCharacters: (options?: ApiCallOptions) =>
        read('homeCharacters', '/api/visitor/web/index/characters', undefined, options),
      activityIndex: (options?: ApiCallOptions) =>
        read('activityIndex', '/api/visitor/web/activity/index', undefined, options),
      gameList: (params?: GameListQuery, options?: ApiCallOptions) =>
        read('gameList', '/api/visitor/game/list', params, options),
      gameDetail: (params: GameDetailQuery, options?: ApiCallOptions) =>
        read('gameDetail', '/api/visitor/game/detail', params, options),
      gameEntityList: (params: GameEntityListQuery, options?: ApiCallOptions) =>
        read('gameEntityList', '/api/visitor/game/entity/list', params, options),
      gameEntityDetail: (params: GameEntityDetailQuery, options?: ApiCallOptions) =>
        read('gameEntityDetail', '/api/visitor/game/entity/detail', params, options),
      knowledgeSearch: (params: KnowledgeSearchQuery, options?: ApiCallOptions) =>
        read('knowledgeSearch', '/api/visitor/game/knowledge/search', params, options),
    },
  };
}

/** The typed endpoint groups: users, utils, characters, im, quest, visitor. */
export type ApiEndpoints = ReturnType<typeof createEndpoints>;
