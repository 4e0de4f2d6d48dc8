// Search with Pagefind, loaded on first use. The header box shows up to eight
// results as you type (title and description); Enter goes to /search/, which
// lists every result with filters (product area, section, API, HTTP method).
// Without JavaScript the header box is a plain form to /search/.
(function () {
  'use strict';
  var pagefindPromise = null;
  function pagefind() {
    if (!pagefindPromise) {
      pagefindPromise = import('/pagefind/pagefind.js').then(function (pf) {
        return Promise.resolve(pf.options ? pf.options({ excerptLength: 24 }) : null).then(function () {
          if (pf.init) pf.init();
          return pf;
        });
      });
    }
    return pagefindPromise;
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  /** A result as a list item: link with title, description (text only, never HTML). */
  function hit(data) {
    var li = el('li', 'search-hit');
    var a = el('a');
    a.href = data.url;
    a.appendChild(el('span', 'search-hit-title', (data.meta && data.meta.title) || data.url));
    // Descriptions are Markdown-ish text: drop the code and emphasis marks, keep the words.
    var desc = data.meta && data.meta.description && data.meta.description.replace(/[`*_]/g, '');
    if (desc) a.appendChild(el('span', 'search-hit-desc', desc));
    a.appendChild(el('span', 'search-hit-path', decodeURI(data.url).replace(/\/$/, '') || '/'));
    li.appendChild(a);
    return li;
  }

  // ---- header box
  var form = document.querySelector('[data-search-form]');
  var input = document.getElementById('search-input');
  var panel = document.getElementById('search-results');
  if (form && input && panel) {
    var timer = 0;
    var seq = 0;
    panel.setAttribute('aria-label', 'Search results');
    input.setAttribute('aria-controls', 'search-results');
    var close = function () {
      panel.hidden = true;
    };
    var run = function () {
      var q = input.value.trim();
      var mine = ++seq;
      if (!q) {
        close();
        return;
      }
      pagefind()
        .then(function (pf) {
          return pf.debouncedSearch ? pf.debouncedSearch(q, {}, 100) : pf.search(q);
        })
        .then(function (search) {
          if (!search || mine !== seq) return null;
          return Promise.all(
            search.results.slice(0, 8).map(function (r) {
              return r.data();
            }),
          ).then(function (items) {
            return { items: items, total: search.results.length };
          });
        })
        .then(function (found) {
          if (!found || mine !== seq) return;
          panel.textContent = '';
          if (!found.items.length) {
            panel.appendChild(el('p', 'search-empty', 'No results for “' + q + '”.'));
          } else {
            var ul = el('ul');
            found.items.forEach(function (d) {
              ul.appendChild(hit(d));
            });
            panel.appendChild(ul);
            var more = el('a', 'search-more', 'See all ' + found.total + ' results');
            more.href = '/search/?q=' + encodeURIComponent(q);
            panel.appendChild(more);
          }
          panel.hidden = false;
        })
        .catch(function () {
          panel.textContent = '';
          panel.appendChild(el('p', 'search-empty', 'Search is unavailable right now.'));
          panel.hidden = false;
        });
    };
    input.addEventListener('focus', function () {
      pagefind();
    });
    input.addEventListener('input', function () {
      clearTimeout(timer);
      timer = setTimeout(run, 80);
    });
    var links = function () {
      return Array.prototype.slice.call(panel.querySelectorAll('a'));
    };
    form.addEventListener('keydown', function (e) {
      var all = links();
      var at = all.indexOf(document.activeElement);
      if (e.key === 'Escape') {
        close();
        input.focus();
      } else if (e.key === 'ArrowDown' && !panel.hidden && all.length) {
        e.preventDefault();
        all[Math.min(at + 1, all.length - 1)].focus();
      } else if (e.key === 'ArrowUp' && at >= 0) {
        e.preventDefault();
        if (at === 0) input.focus();
        else all[at - 1].focus();
      }
    });
    document.addEventListener('click', function (e) {
      if (!form.contains(e.target)) close();
    });
  }

  // ---- /search/ page: all results, with filters
  var page = document.querySelector('[data-search-page]');
  if (!page) return;
  var pageInput = document.getElementById('search-page-input');
  var status = page.querySelector('[data-search-status]');
  var list = page.querySelector('[data-search-results]');
  var filterBox = page.querySelector('[data-search-filters]');
  var params = new URLSearchParams(location.search);
  var query = (params.get('q') || '').trim();
  pageInput.value = query;
  if (input) input.value = query;
  var LABELS = { area: 'Product area', section: 'Section', api: 'API', method: 'HTTP method' };
  var chosen = {};
  function selectedFilters() {
    var f = {};
    Object.keys(chosen).forEach(function (k) {
      if (chosen[k].length) f[k] = { any: chosen[k] };
    });
    return f;
  }
  function renderFilters(pf) {
    return pf.filters().then(function (all) {
      filterBox.textContent = '';
      Object.keys(LABELS).forEach(function (name) {
        var values = all[name];
        if (!values || !Object.keys(values).length) return;
        var fs = el('fieldset');
        fs.appendChild(el('legend', null, LABELS[name]));
        Object.keys(values)
          .sort()
          .forEach(function (v) {
            var label = el('label');
            var box = el('input');
            box.type = 'checkbox';
            box.value = v;
            box.addEventListener('change', function () {
              chosen[name] = chosen[name] || [];
              if (box.checked) chosen[name].push(v);
              else chosen[name] = chosen[name].filter(function (x) {
                return x !== v;
              });
              go();
            });
            label.appendChild(box);
            label.appendChild(document.createTextNode(' ' + v + ' (' + values[v] + ')'));
            fs.appendChild(label);
          });
        filterBox.appendChild(fs);
      });
    });
  }
  function go() {
    var q = pageInput.value.trim();
    var filters = selectedFilters();
    if (!q && !Object.keys(filters).length) {
      status.textContent = 'Type a word to search.';
      list.textContent = '';
      return;
    }
    status.textContent = 'Searching…';
    pagefind()
      .then(function (pf) {
        return pf.search(q || null, { filters: filters });
      })
      .then(function (search) {
        return Promise.all(
          search.results.slice(0, 50).map(function (r) {
            return r.data();
          }),
        ).then(function (items) {
          list.textContent = '';
          items.forEach(function (d) {
            list.appendChild(hit(d));
          });
          status.textContent = search.results.length + (search.results.length === 1 ? ' result' : ' results') + (q ? ' for “' + q + '”' : '') + (search.results.length > 50 ? ' (first 50 shown)' : '') + '.';
        });
      })
      .catch(function () {
        status.textContent = 'Search is unavailable right now.';
      });
  }
  pagefind().then(renderFilters).catch(function () {});
  go();
})();
