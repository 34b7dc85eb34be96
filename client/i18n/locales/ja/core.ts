import type { CoreMessages } from '../zh/core';

export const jaCore: CoreMessages = {
  site: {
    name: 'ゲームパートナー',
    tagline: 'ゲームに詳しい AI パートナー。一緒に遊んで、攻略を調べて、キャラと話そう',
  },
  nav: {
    home: 'ホーム',
    gamePartner: 'ゲームパートナー',
    gameLibrary: 'ゲーム知識ライブラリ',
    activity: 'イベント',
    aboutUs: '会社概要',
    aiPc: 'Intel AI PC 版',
    profile: 'マイページ',
  },
  language: {
    label: '言語',
    pageLabel: 'ページの言語',
    zh: '中文',
    en: 'English',
    ja: '日本語',
  },
  pages: {
    home: {
      title: 'ゲームに詳しい AI パートナー - ゲームパートナー',
      description:
        'ゲームに詳しい AI パートナーと遊ぼう：攻略、キャラクター、協力プレイ。デスクトップ版でいつでもパートナーを呼び出せます。',
      heading: 'あなたの AI ゲームパートナー',
    },
    about: {
      title: '会社概要 - ゲームパートナー',
      description: 'ゲームパートナーのチーム、ビジョン、お問い合わせ先、採用情報。',
      heading: '会社概要',
    },
    activity: {
      title: 'イベント - ゲームパートナー',
      description: 'ゲームパートナーの最新イベント、特典、大会情報。',
      heading: 'イベント',
    },
    profile: {
      title: 'マイページ - ゲームパートナー',
      description: 'ゲームパートナーのアカウントを管理します。',
      heading: 'マイページ',
    },
    removeAccount: {
      title: 'アカウント削除 - ゲームパートナー',
      description: 'ゲームパートナーのアカウントを削除します。',
      heading: 'アカウント削除',
    },
    gameLibrary: {
      title: 'ゲーム知識ライブラリ - ゲームパートナー',
      description: '人気ゲームのキャラクター、攻略、知識をまとめて確認。',
      heading: 'ゲーム知識ライブラリ',
    },
    gameDetail: {
      title: '{{name}} - ゲーム知識ライブラリ - ゲームパートナー',
      description: '{{name}}のキャラクター、遊び方、知識。',
      heading: 'ゲーム詳細',
    },
    search: {
      title: '「{{query}}」の検索結果 - ゲーム知識ライブラリ - ゲームパートナー',
      titleEmpty: 'ゲーム知識検索 - ゲームパートナー',
      description: 'ゲーム、キャラクター、攻略をライブラリから検索。',
      heading: 'ゲーム知識検索',
    },
    gameRole: {
      title: '{{name}} - ゲームキャラクター - ゲームパートナー',
      description: '{{name}}の紹介。',
      heading: 'ゲームキャラクター',
    },
    roleInfo: {
      title: '{{name}} - キャラクター資料 - ゲームパートナー',
      description: '{{name}}の詳しい資料。',
      heading: 'キャラクター資料',
    },
    gamePartner: {
      title: 'あなたの AI 相棒を見つけよう - ゲームパートナー',
      description: '個性豊かな AI ゲームパートナーとチャットし、物語を聞き、一緒に遊ぼう。',
      heading: 'ゲームパートナー',
    },
    partnerChat: {
      title: '{{name}}とチャット - ゲームパートナー',
      description: '{{name}}とリアルタイムでチャット。',
      heading: 'チャット',
    },
    partnerStory: {
      title: '{{name}}の物語 - ゲームパートナー',
      description: '{{name}}のストーリー。',
      heading: 'ストーリー',
    },
    partnerDetail: {
      title: '{{name}} - ゲームパートナー',
      description: '{{name}}の詳しい紹介。',
      heading: 'パートナー詳細',
    },
    partnerGames: {
      title: '{{name}}のゲーム - ゲームパートナー',
      description: '{{name}}が一緒に遊べるゲーム。',
      heading: 'パートナーのゲーム',
    },
    legal: { title: '{{name}} - ゲームパートナー', description: '{{name}}の全文。' },
    download: {
      title: 'ダウンロード - ゲームパートナー',
      heading: 'ゲームパートナーをダウンロード',
      description:
        'ゲームパートナーのダウンロード：Windows デスクトップ版（標準版・AMD 版・Intel AI PC 版）とモバイルアプリ。',
    },
  },
  errors: {
    notFoundTitle: 'ページが見つかりません - ゲームパートナー',
    notFoundHeading: 'ページが見つかりません',
    notFoundPath: 'ページが見つかりません：{{path}}',
    notFoundHelp: 'お探しのページは存在しないか、削除されました。',
    errorTitle: 'エラーが発生しました - ゲームパートナー',
    errorHeading: 'サーバーでエラーが発生しました',
    errorHelp: 'ページを表示できません。しばらくしてからもう一度お試しください。',
    backHome: 'ホームへ戻る',
    retry: '再試行',
    loadFailed: 'コンテンツを読み込めませんでした。',
    unavailableTitle: '一時的に表示できません - ゲームパートナー',
    unavailableHeading: 'このページは一時的に表示できません',
    unavailableHelp:
      'ページの内容をただいま読み込めませんでした。少し時間をおいてから再試行してください。',
  },
  footer: {
    terms: '利用規約',
    privacy: 'プライバシーポリシー',
    copyright: '© 2026 {{company}}',
    demoCompany: 'ゲームパートナー デモ版（実在の会社ではありません）',
    address: '所在地：{{address}}',
    contact: 'お問い合わせ：{{email}}',
    icpLabel: 'ICP 登録番号',
  },
  common: {
    loading: '読み込み中…',
    newVersion: 'サイトの新しいバージョンがあります',
    reload: '再読み込み',
  },
  compliance: {
    publicSecurityLabel: '公安備案番号',
    aiGenerated: 'AI による生成',
  },
};
