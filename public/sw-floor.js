/* global self, caches */
// Part of the service worker (vite.pwa.ts imports it): a phone whose engine could not run the shell it holds gets the
// new one at once. Shells from before the browser floor (docs/browsers.md) called AbortSignal.any on every request, so
// in an engine without it (Chromium before 116, Safari before 17.4) no call worked and the player saw "offline" over
// the update offer. Such a worker, replaced, does not wait for the player: the new one takes over and reloads the
// pages. Everywhere else the player is asked (src/shell/pwa/serviceWorker.ts), as a reload may lose what they typed.
(function () {
  /** A page built for the floor has the shims' loader (vite/platformShims.ts); one from before it has not. */
  var FLOOR_MARK = 'id="platform-shims-loader"';
  var takingOver = false;

  function runsEveryShell() {
    return typeof AbortSignal !== 'undefined' && typeof AbortSignal.any === 'function';
  }

  /** Whether the shell the worker being replaced keeps is one from before the floor. */
  function holdsShellBeforeFloor() {
    return caches.keys().then(function (names) {
      var precaches = names.filter(function (name) {
        return name.indexOf('workbox-precache') === 0;
      });
      return Promise.all(
        precaches.map(function (name) {
          return caches.open(name).then(function (cache) {
            return cache.keys().then(function (requests) {
              var pages = requests.filter(function (request) {
                return /\/index\.html(\?|$)/.test(request.url);
              });
              return Promise.all(
                pages.map(function (request) {
                  return cache.match(request).then(function (answer) {
                    return answer ? answer.text() : '';
                  });
                }),
              );
            });
          });
        }),
      ).then(function (texts) {
        return [].concat.apply([], texts).some(function (text) {
          return text !== '' && text.indexOf(FLOOR_MARK) < 0;
        });
      });
    });
  }

  self.addEventListener('install', function (event) {
    if (runsEveryShell()) return;
    event.waitUntil(
      holdsShellBeforeFloor().then(
        function (old) {
          if (!old) return undefined;
          takingOver = true;
          return self.skipWaiting();
        },
        function () {
          return undefined;
        },
      ),
    );
  });

  self.addEventListener('activate', function (event) {
    if (!takingOver) return;
    var claimed = self.clients.claim();
    // Only the claim holds the activation: a page's reload asks this worker for the page, which it answers only once
    // activated, so an activation waiting on the reload never ends (Chromium 80 stayed "activating" for good).
    event.waitUntil(claimed);
    claimed
      .then(function () {
        return self.clients.matchAll({ type: 'window' });
      })
      .then(function (pages) {
        pages.forEach(function (page) {
          // Where navigate() is missing (Safari before 16), the next load is the new shell's anyway.
          if (page.navigate) page.navigate(page.url).catch(function () {});
        });
      })
      .catch(function () {});
  });
})();
