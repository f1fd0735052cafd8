// The first script a page runs (plain ES5, no imports). On a server-rendered page it waits for
// the first view to be painted: the page's largest image, if it has one marked
// fetchpriority="high". Then it applies the shell's stylesheet (preloaded as data-stylesheet; the
// page was painted with its critical rules inlined) and, once that is in, starts the app's entry
// (data-entry, preloaded too). On a slow phone the entry's evaluation holds the main thread for
// over half a second, and a style pass over the whole stylesheet for about a quarter: the image,
// though downloaded, would only be painted after them.
(function () {
  var entry = document.currentScript.getAttribute('data-entry');
  var started = false;
  var styled = false;
  function startEntry() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = entry;
    document.head.appendChild(script);
  }
  function start() {
    if (styled) return;
    styled = true;
    var preloads = document.querySelectorAll('link[rel="preload"][data-stylesheet]');
    var pending = preloads.length;
    if (!pending) return startEntry();
    function loaded() {
      pending -= 1;
      if (pending === 0) startEntry();
    }
    for (var i = 0; i < preloads.length; i++) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = preloads[i].getAttribute('href');
      link.addEventListener('load', loaded);
      link.addEventListener('error', loaded);
      document.head.appendChild(link);
    }
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // A server-rendered page's remote scripts wait in a template (AFTER_SHELL_PRELOADS_ID in
  // backend/src/public-pages/page-html.ts) until the shell's startup scripts have arrived: on a
  // phone's bandwidth they would slow the shell's, and the remote's area hydrates after the shell.
  (function preloadAfterShell() {
    var template = document.getElementById('after-shell-preloads');
    if (!template) return;
    var shells = document.querySelectorAll('link[rel="preload"][as="script"]');
    var pending = 1;
    function arrived() {
      pending -= 1;
      if (pending === 0) document.head.appendChild(template.content.cloneNode(true));
    }
    for (var i = 0; i < shells.length; i++) {
      // Arrived before this script ran: its resource timing entry is there.
      if (performance.getEntriesByName(shells[i].href).length) continue;
      pending += 1;
      shells[i].addEventListener('load', arrived);
      shells[i].addEventListener('error', arrived);
    }
    arrived();
  })();
  var image = document.querySelector('#root[data-hydrating] img[fetchpriority="high"]');
  if (!image || image.complete) return afterPaint();
  image.addEventListener('load', afterPaint);
  image.addEventListener('error', afterPaint);
  // However slow the image is, the page hydrates after this long.
  setTimeout(start, 3000);
})();
