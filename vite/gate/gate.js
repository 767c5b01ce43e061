// The upgrade gate: below the browser floor, never a blank page. The build (vite/upgradeGate.ts) writes it into
// index.html before the app's module scripts, the page's one inline script (the server's policy allows it by its
// hash). Every engine that opens the page runs it, however old: so ES5 only (the lint holds it to that), and small,
// since every visit carries it. It only decides: when the engine cannot run the app, it loads the notice (notice.js,
// a file of its own), which tells the player what to do and counts the visit; otherwise it stands aside.
(function () {
  var doc = document;
  var root = doc.documentElement;
  var turnedAway = false;
  // A script of ours that never arrived: the network's doing, not the engine's, so the app not starting is no reason.
  var scriptLost = false;
  // The app's scripts: the assets folder beside the page.
  var ours = location.href.replace(/[?#].*$/, '').replace(/[^/]*$/, '') + '__ASSETS__';

  // The app marks the page first thing (src/lib/appStarted.ts): from then on the gate never speaks.
  function started() {
    return root.hasAttribute('__APP_STARTED__');
  }

  // The reason goes to the notice on the page itself (data-upgrade), read when it runs.
  function turnAway(reason, feature) {
    if (turnedAway) return;
    turnedAway = true;
    root.setAttribute('data-upgrade', feature ? reason + ' ' + feature : reason);
    var notice = doc.createElement('script');
    notice.src = '__NOTICE_FILE__';
    (doc.head || root).appendChild(notice);
  }

  // What the app cannot run without and nothing shims, and an engine could parse the app without (the floor's
  // reasons, docs/operators.md "Below the floor"). ES modules: without them the app's scripts never run and nothing
  // says so. BigInt: amounts are written with it, and iOS 13.4-13.7 parses the app but has none.
  var missing = !('noModule' in doc.createElement('script')) ? 'modules' : typeof BigInt === 'undefined' ? 'BigInt' : '';
  if (missing) return turnAway('missing', missing);

  // A script of the app that does not parse (optional chaining in Chromium 79, say) fails before the app starts.
  // Captured, so a script that failed to load (its error does not bubble) is seen too.
  window.addEventListener(
    'error',
    function (event) {
      if (started()) return;
      if (event.target && event.target.tagName === 'SCRIPT') {
        scriptLost = true;
        return;
      }
      var syntax = (event.error && event.error.name === 'SyntaxError') || /SyntaxError/.test(event.message || '');
      if (syntax && String(event.filename || '').indexOf(ours) === 0) turnAway('syntax');
    },
    true
  );

  // Counted from the load, when the app's scripts have arrived and run, never from the navigation: a slow network
  // is no reason. The app marks its start as its modules run, so the margin is only for the unexpected.
  window.addEventListener('load', function () {
    setTimeout(function () {
      if (!started() && !scriptLost) turnAway('stalled');
    }, '__MARGIN_MS__');
  });
})();
