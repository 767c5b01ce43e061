/* global window, document, location, getComputedStyle */
// Served only by the engines test (tests/engines/run.ts adds it to a copy of dist/index.html, before the app's own
// scripts): it collects every uncaught error and unhandled rejection with the screen it happened on, and gives the
// test a few ways to find what a person would see and tap. The test reads window.__engines through the driver.
(function () {
  var errors = [];
  var count = 0;
  var here = function () {
    return location.hash || '#/';
  };
  window.addEventListener(
    'error',
    function (event) {
      if (!(event instanceof ErrorEvent)) return; // a picture or file that failed to load, not an exception
      errors.push({ route: here(), message: 'uncaught ' + String(event.message || event.error) });
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    errors.push({ route: here(), message: 'unhandled rejection ' + String(reason && reason.message ? reason.message : reason) });
  });

  // The test's proof that an error fails a screen: it names a route here, and an error is thrown (or a promise
  // rejected, unhandled) once on it.
  var plant = function () {
    var route = sessionStorage.getItem('engines.plant');
    if (!route || here().split('?')[0] !== '#' + route) return;
    var kind = sessionStorage.getItem('engines.plantKind');
    sessionStorage.removeItem('engines.plant');
    sessionStorage.removeItem('engines.plantKind');
    setTimeout(function () {
      if (kind === 'rejection') void Promise.reject(new Error('planted by the engines test'));
      else throw new Error('planted by the engines test');
    });
  };
  window.addEventListener('hashchange', plant);
  plant();

  // The calls the page has out, and when the last one ended: a screen's late errors come with its first answers.
  var inFlight = 0;
  var lastEnded = 0;
  var nativeFetch = window.fetch;
  if (nativeFetch) {
    window.fetch = function () {
      inFlight += 1;
      var ended = function () {
        inFlight -= 1;
        lastEnded = Date.now();
      };
      return nativeFetch.apply(this, arguments).then(
        function (response) {
          ended();
          return response;
        },
        function (error) {
          ended();
          throw error;
        },
      );
    };
  }

  var visible = function (el) {
    var box = el.getBoundingClientRect();
    var style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  var labelOf = function (el) {
    var own = [el.getAttribute('aria-label'), el.getAttribute('placeholder'), el.innerText || el.value];
    if (el.labels) for (var i = 0; i < el.labels.length; i++) own.push(el.labels[i].innerText);
    var by = el.getAttribute('aria-labelledby');
    if (by) {
      by.split(' ').forEach(function (id) {
        var label = document.getElementById(id);
        if (label) own.push(label.innerText);
      });
    }
    return own.filter(Boolean).map(function (s) { return String(s).trim(); });
  };

  window.__engines = {
    /** No call out, and none ended in the last `ms` (the answers' work done). */
    quiet: function (ms) {
      return inFlight === 0 && Date.now() - lastEnded >= ms;
    },
    /** Errors since the last call (taken out of the log). */
    takeErrors: function () {
      return errors.splice(0);
    },
    /** The text a person sees, and whether the screen is still loading. */
    text: function () {
      return document.body ? document.body.innerText : '';
    },
    /**
     * Marks the first visible element matching `css` whose words (text, label, placeholder) equal `words` (or contain
     * them, when `exact` is false) and answers a selector for it, or null.
     */
    mark: function (css, words, exact, within) {
      var root = within ? document.querySelector(within) : document;
      if (!root) return null;
      var all = root.querySelectorAll(css);
      for (var i = 0; i < all.length; i++) {
        var el = all[i];
        if (!visible(el)) continue;
        var labels = labelOf(el);
        var hit = words === null || labels.some(function (label) {
          return exact ? label === words : label.indexOf(words) >= 0;
        });
        if (!hit) continue;
        // Only once it has come to rest (two looks, its middle in the same place: a pulse may go on) and nothing lies
        // over its middle (a mask, a toast).
        el.scrollIntoView({ block: 'center' });
        var box = el.getBoundingClientRect();
        var where = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)].join(',');
        var before = el.getAttribute('data-engines-box');
        el.setAttribute('data-engines-box', where);
        if (before !== where) return null;
        var top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        if (!top || (top !== el && !el.contains(top))) return null;
        count += 1;
        el.setAttribute('data-engines', String(count));
        return '[data-engines="' + count + '"]';
      }
      return null;
    },
    /** Words on the page that look like a translation key ('titles.money', 'nav:titles.money'). */
    keyLike: function () {
      var text = document.body ? document.body.innerText : '';
      return text.match(/[A-Za-z][\w-]*(?::[\w-]+)?(?:\.[\w-]+)+|[a-z][\w-]*:[\w.-]+/g) || [];
    },
  };
})();
