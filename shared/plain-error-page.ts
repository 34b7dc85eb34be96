/**
 * The last-resort 500 page, for when React itself could not render (shell error, error after
 * headers): no styles, no scripts, nothing that could fail again. It cannot know the visitor's
 * language, so it says the same in all three, Chinese (the default) first.
 */
export const PLAIN_ERROR_PAGE = [
  '<!doctype html><html lang="zh-CN"><meta charset="utf-8">',
  '<title>服务器出错了 / Internal Server Error / サーバーエラー</title>',
  '<h1>服务器出错了</h1><p>页面暂时无法显示，请稍后重试。</p>',
  '<h2 lang="en">Internal Server Error</h2><p lang="en">This page cannot be shown right now. Please try again later.</p>',
  '<h2 lang="ja">サーバーでエラーが発生しました</h2><p lang="ja">ページを表示できません。しばらくしてからもう一度お試しください。</p>',
  '</html>',
].join('');
