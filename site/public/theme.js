// Runs in <head>, before the first paint: marks that scripts run (CSS shows
// JS-only controls) and applies the reader's saved theme, if any. Without a
// saved choice the CSS follows prefers-color-scheme.
(function () {
  var root = document.documentElement;
  root.classList.add('js');
  try {
    var saved = localStorage.getItem('theme');
    if (saved === 'light' || saved === 'dark') root.setAttribute('data-theme', saved);
  } catch (e) {
    /* storage blocked: follow the system */
  }
})();
