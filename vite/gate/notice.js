// The upgrade notice: what a player whose engine cannot run the app reads instead of a blank page, in the brand's
// words and colours. The gate (gate.js) loads it only then, as a file of its own (dist/upgrade.js), so its words
// weigh nothing on any other visit. ES5, like the gate. The build (vite/upgradeGate.ts) calls it with the brand's
// data: its words in each of its languages, colours, logo, customer-service link and field-report settings.
(function (data) {
  var doc = document;
  var root = doc.documentElement;
  var why = (root.getAttribute('data-upgrade') || 'stalled').split(' ');
  var reason = why[0];
  var feature = why[1] || '';
  var colors = data.colors;
  var box;
  var app;
  var logo;

  function escapeHtml(text) {
    return String(text).replace(/[&<>"]/g, function (c) {
      return '&#' + c.charCodeAt(0) + ';';
    });
  }

  function byId(id) {
    return doc.getElementById(id);
  }

  /** The language the member chose in the app (kept on the device), else the phone's first the brand has, else the brand's. */
  function language() {
    var stored = null;
    try {
      stored = localStorage.getItem(data.storageKey);
    } catch (e) {
      // storage off
    }
    if (stored && data.words[stored]) return stored;
    var wanted = [].concat(navigator.languages || [], navigator.language || navigator.userLanguage || []);
    for (var i = 0; i < wanted.length; i++) {
      var asked = String(wanted[i]).toLowerCase();
      var near = '';
      for (var j = 0; j < data.languages.length; j++) {
        var offered = data.languages[j];
        if (offered.toLowerCase() === asked) return offered;
        if (!near && offered.split('-')[0].toLowerCase() === asked.split('-')[0]) near = offered;
      }
      if (near) return near;
    }
    return data.defaultLanguage;
  }

  /** Plain CSS an old engine draws (no flex gap, no inset, no variables), in the brand's colours. */
  function styles() {
    var button = 'display:block;width:100%;min-height:48px;margin:12px 0 0;padding:12px;-webkit-box-sizing:border-box;box-sizing:border-box;' +
      'border:1px solid ' + colors.primary + ';border-radius:24px;font:inherit;line-height:1.4;text-align:center;text-decoration:none;';
    return '.upgrade{position:fixed;top:0;right:0;bottom:0;left:0;z-index:2147483647;overflow:auto;-webkit-overflow-scrolling:touch;' +
      'background:' + colors.page + ';color:' + colors.text + ';font:16px/1.6 ' + colors.font + ';text-align:center}' +
      '.upgrade-in{max-width:420px;margin:0 auto;padding:40px 20px 32px}' +
      '.upgrade img{width:64px;height:64px}' +
      '.upgrade .upgrade-name{margin:4px 0 20px;color:' + colors.secondary + '}' +
      '.upgrade h1{margin:0 0 12px;font-size:22px;line-height:1.4}' +
      '.upgrade p{margin:0 0 20px;color:' + colors.secondary + ';text-align:left}' +
      '.upgrade label{display:block;margin:0 0 6px;text-align:left;font-weight:bold}' +
      '.upgrade input{display:block;width:100%;min-height:48px;margin:0;padding:10px 12px;-webkit-box-sizing:border-box;box-sizing:border-box;' +
      'border:1px solid ' + colors.field + ';border-radius:8px;background:' + colors.surface + ';color:' + colors.text + ';font:16px/1.4 ' + colors.font + '}' +
      '.upgrade-button{' + button + 'background:' + colors.primary + ';color:' + colors.onPrimary + '}' +
      '.upgrade .upgrade-second{background:' + colors.surface + ';color:' + colors.primary + '}' +
      '.upgrade .upgrade-status{min-height:26px;margin:8px 0 0;color:' + colors.text + ';text-align:center}' +
      '.upgrade-languages{margin:20px 0 0}' +
      '.upgrade-languages button{min-width:44px;min-height:44px;margin:0 4px;padding:0 12px;border:0;background:none;color:' + colors.primary +
      ';font:inherit;text-decoration:underline}';
  }

  /** The notice in one language; the other languages of the brand each a button, named in its own words. */
  function render(lang) {
    var words = data.words[lang];
    var others = '';
    for (var i = 0; i < data.languages.length; i++) {
      var other = data.languages[i];
      if (other !== lang) {
        others += '<button type="button" lang="' + escapeHtml(other) + '" data-lang="' + escapeHtml(other) + '">' + escapeHtml(data.words[other].languageName) + '</button>';
      }
    }
    box.setAttribute('lang', lang);
    box.innerHTML =
      '<div class="upgrade-in">' +
      '<img src="' + escapeHtml(logo) + '" alt="" width="64" height="64">' +
      '<div class="upgrade-name">' + escapeHtml(words.siteName) + '</div>' +
      '<h1 id="upgrade-title">' + escapeHtml(words.title) + '</h1>' +
      '<p>' + escapeHtml(words.body) + '</p>' +
      '<label for="upgrade-address">' + escapeHtml(words.address) + '</label>' +
      '<input id="upgrade-address" type="text" readonly>' +
      '<button type="button" class="upgrade-button" id="upgrade-copy">' + escapeHtml(words.copy) + '</button>' +
      '<p class="upgrade-status" id="upgrade-status" role="status" aria-live="polite"></p>' +
      (data.service ? '<a class="upgrade-button upgrade-second" href="' + escapeHtml(data.service) + '">' + escapeHtml(words.service) + '</a>' : '') +
      (others ? '<div class="upgrade-languages" role="group" aria-label="' + escapeHtml(words.languages) + '">' + others + '</div>' : '') +
      '</div>';
    var field = byId('upgrade-address');
    field.value = location.href;
    field.onclick = function () {
      select(field);
    };
    byId('upgrade-copy').onclick = function () {
      byId('upgrade-status').innerHTML = escapeHtml(copy(field) ? words.copied : words.copyFailed);
    };
    var buttons = box.getElementsByTagName('button');
    for (var j = 0; j < buttons.length; j++) {
      if (buttons[j].getAttribute('data-lang')) buttons[j].onclick = pick;
    }
  }

  /** Another language, kept as the app keeps the member's choice. */
  function pick() {
    var lang = this.getAttribute('data-lang');
    try {
      localStorage.setItem(data.storageKey, lang);
    } catch (e) {
      // storage off: this page only
    }
    render(lang);
  }

  function select(field) {
    field.focus();
    field.select();
    try {
      field.setSelectionRange(0, field.value.length); // iOS selects a read-only field only this way
    } catch (e) {
      // an engine without it has selected it already
    }
  }

  /** The old engines' copy: the selected field's text, by the browser's own copy command. */
  function copy(field) {
    select(field);
    try {
      return doc.execCommand('copy') === true;
    } catch (e) {
      return false;
    }
  }

  /** The engine's family and major version, from the user agent (which itself is never sent). */
  function engine() {
    var ua = navigator.userAgent;
    var found = /\((?:iPhone|iPad|iPod)[^)]* OS (\d+)_/.exec(ua); // every iPhone browser is WebKit, versioned as iOS
    if (found) return ['safari', found[1]];
    if ((found = /Firefox\/(\d+)/.exec(ua))) return ['firefox', found[1]];
    if ((found = /Chrom(?:e|ium)\/(\d+)/.exec(ua))) return ['chromium', found[1]];
    if (!/Android/.test(ua) && (found = /Version\/(\d+)[^ ]* (?:Mobile\/[^ ]+ )?Safari\//.exec(ua))) return ['safari', found[1]];
    return ['other', 0];
  }

  /** One field report of the visit turned away, as the brand's settings allow (docs/operators.md, "Field reports"). */
  function report(lang) {
    var settings = data.report;
    if (!settings || !(Math.random() < settings.sampleRate)) return;
    var id = '';
    while (id.length < 16) id += Math.floor(Math.random() * 16).toString(16);
    var found = engine();
    var connection = navigator.connection && navigator.connection.effectiveType;
    var turnedAway = { kind: 'unsupported', engine: found[0], major: Math.min(Number(found[1]) || 0, 999), reason: reason, count: 1 };
    if (feature) turnedAway.feature = feature;
    var batch = {
      page: {
        id: id,
        brand: settings.brand,
        dialect: settings.dialect,
        version: settings.version,
        language: lang,
        connection: /^(slow-2g|2g|3g|4g)$/.test(connection) ? connection : 'unknown'
      },
      reports: [turnedAway]
    };
    try {
      var request = new XMLHttpRequest();
      request.open('POST', settings.endpoint, true);
      request.setRequestHeader('Content-Type', 'application/json');
      request.send(JSON.stringify(batch));
    } catch (e) {
      // dropped, as every field report that fails
    }
  }

  function show() {
    app = byId('root');
    // The splash's logo (vite/brand.ts writes it into the page, often as a data: URL), else the brand's file: the app
    // may have drawn over the splash already (an engine without BigInt runs it).
    var splash = doc.querySelector('.app-splash img');
    logo = (splash && splash.getAttribute('src')) || data.logo;
    var style = doc.createElement('style');
    style.appendChild(doc.createTextNode(styles()));
    (doc.head || root).appendChild(style);
    box = doc.createElement('div');
    box.className = 'upgrade';
    box.setAttribute('role', 'main');
    box.setAttribute('aria-labelledby', 'upgrade-title');
    doc.body.appendChild(box);
    if (app) app.style.display = 'none';
    var lang = language();
    render(lang);
    report(lang);
    // Only a late start was taken for an engine that cannot run the app: if it starts after all, the app it is.
    if (reason === 'stalled') {
      var watch = setInterval(function () {
        if (!root.hasAttribute(data.started)) return;
        clearInterval(watch);
        box.parentNode.removeChild(box);
        if (app) app.style.display = '';
      }, 1000);
    }
  }

  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', show);
  else show();
})('__UPGRADE_DATA__');
