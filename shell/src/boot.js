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
  var image = document.querySelector('#root[data-hydrating] img[fetchpriority="high"]');
  if (!image || image.complete) return afterPaint();
  image.addEventListener('load', afterPaint);
  image.addEventListener('error', afterPaint);
  // However slow the image is, the page hydrates after this long.
  setTimeout(start, 3000);
})();
