/**
 * Stand-ins for the third-party scripts, served by the browser tests in place of the real hosts
 * (no test talks to the internet). The GeeTest one implements the part of gt4.js the adapter
 * uses; `window.__geetestMode` picks what the visitor's challenge does:
 * 'pass' (default), 'noValidate' (success without a result), 'error', or 'neverReady'.
 */
export const FAKE_GT4_JS = `
window.initGeetest4 = function (config, ready) {
  window.__geetestConfig = config;
  window.__geetestResets = 0;
  var handlers = {};
  var mode = function () { return window.__geetestMode || 'pass'; };
  var captcha = {
    onReady: function (cb) { handlers.ready = cb; return captcha; },
    onSuccess: function (cb) { handlers.success = cb; return captcha; },
    onError: function (cb) { handlers.error = cb; return captcha; },
    onClose: function (cb) { handlers.close = cb; return captcha; },
    showCaptcha: function () {
      var button = document.createElement('button');
      button.id = 'fake-geetest';
      button.textContent = 'GeeTest';
      button.style.cssText = 'position:fixed;top:8px;left:8px;z-index:99999';
      button.onclick = function () {
        button.remove();
        if (mode() === 'error') handlers.error({ code: 'fake' });
        else handlers.success();
      };
      document.body.appendChild(button);
    },
    getValidate: function () {
      if (mode() === 'noValidate') return false;
      return {
        lot_number: 'fake-lot',
        captcha_output: 'fake-output',
        pass_token: 'fake-pass',
        gen_time: String(Math.floor(Date.now() / 1000)),
        captcha_id: config.captchaId
      };
    },
    reset: function () { window.__geetestResets += 1; },
    destroy: function () {}
  };
  ready(captcha);
  setTimeout(function () { if (mode() !== 'neverReady') handlers.ready(); }, 0);
};
`;

export const FAKE_GTAG_JS = '/* gtag.js stand-in: the page queues its commands in dataLayer */';
