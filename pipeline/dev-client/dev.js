// pipeline dev, in the browser: reloads the page when the dev server says
// that what it shows changed (the page itself, its sidebar, or its findings).
// The scroll position is kept by the browser's reload.
(() => {
  const script = document.currentScript;
  const route = (script && script.dataset.route) || location.pathname;
  const events = new EventSource(`/_dev/events?route=${encodeURIComponent(route)}`);
  events.addEventListener('reload', () => location.reload());
  // While the server is down (stopped, or restarting), say so on the page.
  const badge = document.querySelector('.dev-findings');
  events.addEventListener('error', () => badge && badge.setAttribute('data-offline', ''));
  events.addEventListener('open', () => badge && badge.removeAttribute('data-offline'));
})();
