/** Localized error messages of the demo API. `{x}` placeholders are filled per error. */
import { t } from './data/helpers';
import type { LocalizedText } from './data/types';

export const MESSAGES = {
  ok: t('成功', 'success', '成功'),
  invalid_params: t(
    '参数错误：{field}',
    'Invalid parameter: {field}',
    'パラメータが正しくありません：{field}',
  ),
  invalid_phone: t('手机号格式不正确', 'Invalid phone number', '電話番号の形式が正しくありません'),
  unsupported_country: t(
    '目前仅支持中国大陆（+86）手机号',
    'Only mainland China (+86) phone numbers are supported',
    '現在は中国本土（+86）の電話番号のみ対応しています',
  ),
  captcha_failed: t(
    '人机验证失败，请重新验证',
    'Captcha verification failed. Please try again',
    '認証に失敗しました。もう一度お試しください',
  ),
  too_many_codes: t(
    '验证码发送过于频繁，请{seconds}秒后再试',
    'Codes are requested too often. Please try again in {seconds} s',
    '認証コードの送信が多すぎます。{seconds}秒後にもう一度お試しください',
  ),
  wrong_code: t('验证码错误', 'Incorrect verification code', '認証コードが正しくありません'),
  code_locked: t(
    '验证码错误次数过多，请{minutes}分钟后再试',
    'Too many incorrect codes. Please try again in {minutes} min',
    '認証コードの誤りが多すぎます。{minutes}分後にもう一度お試しください',
  ),
  logged_out: t(
    '登录已过期，请重新登录',
    'Your session has expired. Please log in again',
    'ログインの有効期限が切れました。もう一度ログインしてください',
  ),
  invalid_verify_token: t(
    '身份验证已失效，请重新验证',
    'Identity verification has expired. Please verify again',
    '本人確認の有効期限が切れました。もう一度確認してください',
  ),
  game_not_found: t('游戏不存在', 'Game not found', 'ゲームが見つかりません'),
  entity_not_found: t(
    '该角色或道具不存在',
    'Role or item not found',
    'キャラクターまたはアイテムが見つかりません',
  ),
  character_not_found: t('伙伴不存在', 'Partner not found', '相棒が見つかりません'),
  story_not_found: t('剧情不存在', 'Story not found', 'ストーリーが見つかりません'),
  quest_not_found: t('任务不存在', 'Quest not found', 'クエストが見つかりません'),
  media_not_found: t('图片不存在', 'Image not found', '画像が見つかりません'),
  message_empty: t('消息不能为空', 'The message must not be empty', 'メッセージを入力してください'),
  message_too_long: t(
    '消息不能超过{max}个字',
    'The message must be at most {max} characters',
    'メッセージは{max}文字以内で入力してください',
  ),
  chat_message_not_found: t('找不到这条消息', 'Message not found', 'メッセージが見つかりません'),
  route_not_found: t('接口不存在', 'API endpoint not found', 'APIが見つかりません'),
  bad_json: t(
    '请求体不是有效的 JSON',
    'The request body is not valid JSON',
    'リクエスト本文が有効な JSON ではありません',
  ),
  too_large: t('请求体过大', 'The request body is too large', 'リクエスト本文が大きすぎます'),
  simulated: t(
    '模拟错误（HTTP {status}）',
    'Simulated failure (HTTP {status})',
    '疑似エラー（HTTP {status}）',
  ),
  internal: t('服务器内部错误', 'Internal server error', 'サーバー内部エラー'),
} satisfies Record<string, LocalizedText>;

export type MessageKey = keyof typeof MESSAGES;
