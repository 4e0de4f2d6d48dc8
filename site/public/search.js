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

  // Words that carry no meaning in a query ("how do I forward calls to my phone").
  var STOP = ' a an the to my how do does i in of for with on is can from and or what using use via your me it into by at be are should we you '.split(' ');
  // The field's vocabulary: a query word also finds pages that use another word of its set.
  var SYNONYMS = [
    ['paging', 'pagination', 'paginate', 'pages'],
    ['sms', 'text', 'texting', 'texts'],
    ['mms', 'picture', 'image', 'media'],
    ['twilio', 'provider'],
    ['laml', 'cxml'],
    ['tts', 'speech'],
    ['amd', 'machine'],
    ['2fa', 'mfa', 'multi-factor', 'two-factor'],
    ['cell', 'mobile'],
    ['did', 'number'],
    ['receipts', 'delivery', 'status'],
    ['hangup', 'hang'],
    ['forward', 'forwarding'],
    ['record', 'recording', 'recordings'],
    ['port', 'porting'],
    ['conference', 'conferencing'],
  ];
  function synonymsOf(word) {
    for (var i = 0; i < SYNONYMS.length; i++) if (SYNONYMS[i].indexOf(word) >= 0) return SYNONYMS[i];
    return [word];
  }

  /** Pagefind's results for one query string, as [{ id, score, result }]. */
  function searchOnce(pf, q, filters) {
    return pf.search(q, filters ? { filters: filters } : {}).then(function (search) {
      return (search ? search.results : []).map(function (r) {
        return { id: r.id, score: r.score, result: r };
      });
    });
  }

  /**
   * The site's search, as the header box and /search/ use it, at most `limit` results (with their data):
   * Pagefind on the query without stop words; when no page has every word, each word (or one of its
   * synonyms) is searched on its own and pages are ranked by the sum of their scores, so that a long
   * question still finds the page that answers most of it. Per-language versions of one guide count
   * once (the first). Also on window.docsSearch, which the search benchmark calls.
   */
  function searchDocs(q, limit, filters) {
    var words = q.toLowerCase().split(/\s+/).filter(Boolean);
    var meaningful = words.filter(function (w) {
      return STOP.indexOf(w) < 0;
    });
    if (meaningful.length) words = meaningful;
    return pagefind()
      .then(function (pf) {
        // Candidates: the query, the query with each word swapped for a synonym, and the same among
        // guides alone (so a guide is not pushed out of the candidates by dozens of API pages).
        var variants = [words.join(' ')];
        words.forEach(function (w, i) {
          synonymsOf(w).forEach(function (s) {
            if (s !== w) variants.push(words.slice(0, i).concat([s], words.slice(i + 1)).join(' '));
          });
        });
        var searches = variants.map(function (v) {
          return searchOnce(pf, v, filters);
        });
        searches.push(searchOnce(pf, words.join(' '), Object.assign({}, filters || {}, { kind: 'guide' })));
        return Promise.all(searches).then(function (lists) {
          var byId = {};
          var order = [];
          lists.forEach(function (list, n) {
            list.forEach(function (x, rank) {
              // Each list counts its first pages; the first list (the query as typed) most.
              if (n > 0 && rank >= 25) return;
              if (!byId[x.id]) {
                byId[x.id] = x;
                order.push(x);
              } else if (byId[x.id].score < x.score) byId[x.id].score = x.score;
            });
          });
          return order;
        });
      })
      .then(function (all) {
        return pagefind().then(function (pf) {
          // Enough pages hold every word: done. Otherwise (a long question) the pages that hold most of them follow.
          if (all.length >= 10 || words.length < 2) return all;
          return Promise.all(
            words.map(function (w) {
              return Promise.all(
                synonymsOf(w).map(function (s) {
                  return searchOnce(pf, s, filters);
                }),
              ).then(function (lists) {
                // A page's best score for the word, over its synonyms.
                var best = {};
                lists.forEach(function (list) {
                  list.forEach(function (x) {
                    if (!best[x.id] || best[x.id].score < x.score) best[x.id] = x;
                  });
                });
                return best;
              });
            }),
          ).then(function (perWord) {
            var total = {};
            perWord.forEach(function (best) {
              Object.keys(best).forEach(function (id) {
                var x = best[id];
                if (!total[id]) total[id] = { id: id, score: 0, words: 0, result: x.result };
                total[id].score += x.score;
                total[id].words += 1;
              });
            });
            var found = {};
            all.forEach(function (x) {
              found[x.id] = true;
            });
            return all.concat(
              Object.keys(total)
                .filter(function (id) {
                  return !found[id];
                })
                .map(function (id) {
                  return total[id];
                })
                .sort(function (a, b) {
                  return b.words - a.words || b.score - a.score;
                }),
            );
          });
        });
      })
      .then(function (ranked) {
        // Pagefind finds the pages; the order is ours: the first CANDIDATES are ranked again by how
        // much of the query names the page (its title, product and operation) rather than only
        // mentions it, and language versions of one guide fold into the first.
        var top = ranked.slice(0, CANDIDATES);
        var best = top.length ? top[0].score || 1 : 1;
        return Promise.all(
          top.map(function (x) {
            return x.result.data();
          }),
        ).then(function (items) {
          var scored = items.map(function (d, i) {
            return { d: d, score: rankScore(words, d, (top[i].score || 0) / best, i) };
          });
          scored.sort(function (a, b) {
            return b.score - a.score;
          });
          var seen = {};
          return scored
            .map(function (x) {
              return x.d;
            })
            .filter(function (d) {
              var group = d.meta && d.meta.group;
              if (!group) return true;
              if (seen[group]) return false;
              seen[group] = true;
              return true;
            })
            .slice(0, limit);
        });
      });
  }
  window.docsSearch = searchDocs;

  /** How many of Pagefind's results are ranked again. */
  var CANDIDATES = 60;

  /** The words of a text, lower case, split at anything that is not a letter or digit. */
  function wordsOf(text) {
    return (text || '').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  }

  /** Whether two words are forms of one: the same, a plural (`id`, `ids`), or one the other plus a short ending (`forward`, `forwarding`). */
  function sameWord(a, b) {
    if (a === b || a === b + 's' || b === a + 's') return true;
    var short = a.length < b.length ? a : b;
    var long = a.length < b.length ? b : a;
    return short.length >= 4 && long.indexOf(short) === 0 && long.length - short.length <= 4;
  }

  /** The share of query words (or a synonym of each) that a list of words holds. */
  function coverage(query, words) {
    if (!query.length) return 0;
    var hits = 0;
    query.forEach(function (q) {
      var forms = synonymsOf(q);
      var found = words.some(function (w) {
        return forms.some(function (f) {
          return sameWord(w, f);
        });
      });
      if (found) hits++;
    });
    return hits / query.length;
  }

  /**
   * A page's place for a query: the query words its name holds (title, sidebar label, product and
   * operation) count most, then those in its section and trail, then Pagefind's own score and rank;
   * a guide edges out a reference page that is named as well (readers asking about a topic want the
   * explanation first), and a title that is exactly the query wins.
   */
  function rankScore(query, d, relative, position) {
    var meta = d.meta || {};
    var name = wordsOf((meta.title || '') + ' ' + (meta.terms || ''));
    var context = wordsOf(meta.context || '');
    var title = wordsOf(meta.title || '');
    var exact = title.length && title.join(' ') === query.join(' ') ? 1 : 0;
    var kind = meta.kind === 'guide' ? 0.45 : meta.kind === 'reference' ? 0.25 : 0;
    // A page specific to one product (SWML, cXML, an SDK) yields to the general guide unless the query names that product.
    var product = meta.product && coverage(wordsOf(meta.product), query) === 0 ? -0.5 : 0;
    // A one-word topic ("pubsub") leads to the topic's landing page first.
    var landing = meta.landing && query.length === 1 ? 0.3 : 0;
    return coverage(query, name) * 2 + titlePrecision(query, title) + coverage(query, context) * 0.2 + relative * 0.3 + exact + kind + product + landing - position * 0.003;
  }

  /** The share of a title's words that the query names: "SIP endpoints" is more about "sip endpoint" than "Get a Fabric SIP endpoint". */
  function titlePrecision(query, title) {
    var words = title.filter(function (w) {
      return STOP.indexOf(w) < 0;
    });
    if (!words.length) return 0;
    var named = words.filter(function (w) {
      return coverage([w], query.reduce(function (all, q) {
        return all.concat(synonymsOf(q));
      }, [])) > 0;
    });
    return named.length / words.length;
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
      searchDocs(q, 8)
        .then(function (items) {
          if (mine !== seq) return null;
          return { items: items };
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
            var more = el('a', 'search-more', 'See all results');
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
    // With words: the site's ranking; with filters alone: every page they select, in Pagefind's order.
    var found = q
      ? searchDocs(q, 50, filters)
      : pagefind()
          .then(function (pf) {
            return pf.search(null, { filters: filters });
          })
          .then(function (search) {
            return Promise.all(
              search.results.slice(0, 50).map(function (r) {
                return r.data();
              }),
            );
          });
    found
      .then(function (items) {
        list.textContent = '';
        items.forEach(function (d) {
          list.appendChild(hit(d));
        });
        status.textContent = (items.length === 50 ? 'The first 50 results' : items.length + (items.length === 1 ? ' result' : ' results')) + (q ? ' for “' + q + '”' : '') + '.';
      })
      .catch(function () {
        status.textContent = 'Search is unavailable right now.';
      });
  }
  pagefind().then(renderFilters).catch(function () {});
  go();
})();
