// The first script a page runs (plain ES5, no imports): it starts the app's entry (data-entry,
// already fetched by a preload) once a server-rendered page's largest image is painted. On a slow
// phone the entry's evaluation holds the main thread for over half a second, and the image,
// though downloaded, would only be painted after it.
(function () {
  var entry = document.currentScript.getAttribute('data-entry');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = entry;
    document.head.appendChild(script);
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
