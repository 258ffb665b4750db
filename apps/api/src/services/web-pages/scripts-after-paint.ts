import { createHash } from 'node:crypto';

/** The JSON block that lists a rendered page's scripts: the entry first, then the modules it will import. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * A server-rendered page is readable before any of its JavaScript runs, so its scripts wait until the page has been
 * painted once. Requested from <head>, the entry and its sixty-odd module preloads took the connections a phone has
 * (six per host over HTTP/1.1) from the stylesheets and the page itself, and the first paint waited on them.
 *
 * Once a frame has been drawn (a timeout queued from requestAnimationFrame runs after that frame's paint), this adds
 * the preloads and the entry. A hidden tab draws no frames: the later timeout starts them there all the same.
 * The text is fixed, so the Content-Security-Policy allows exactly this script by its hash (SCRIPTS_AFTER_PAINT_CSP);
 * the list it reads is data, in a JSON block, and never runs.
 */
export const SCRIPTS_AFTER_PAINT = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var files = JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent);
    files.forEach(function (file, index) {
      var element = document.createElement(index === 0 ? 'script' : 'link');
      if (index === 0) { element.type = 'module'; element.src = file; }
      else { element.rel = 'modulepreload'; element.href = file; }
      element.crossOrigin = 'anonymous';
      document.head.appendChild(element);
    });
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 2000);
})();`;

/** The CSP source that allows SCRIPTS_AFTER_PAINT, and no other inline script. */
export const SCRIPTS_AFTER_PAINT_CSP = `'sha256-${createHash('sha256').update(SCRIPTS_AFTER_PAINT).digest('base64')}'`;
