// Progressive enhancement for the prerendered pages. Every page is complete
// without this file; it adds the theme toggle, copy buttons on code blocks,
// a tab list over tabbed content, keyboard shortcuts to the search box, and
// keeps the current sidebar entry in view.
(function () {
  'use strict';
  var root = document.documentElement;

  // ---- theme toggle: light <-> dark, remembered; the system decides until then.
  var dark = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  function effectiveTheme() {
    var set = root.getAttribute('data-theme');
    if (set === 'light' || set === 'dark') return set;
    return dark && dark.matches ? 'dark' : 'light';
  }
  function labelToggle(button) {
    var next = effectiveTheme() === 'dark' ? 'light' : 'dark';
    button.setAttribute('aria-label', 'Switch to ' + next + ' theme');
    button.setAttribute('title', 'Switch to ' + next + ' theme');
  }
  document.querySelectorAll('[data-theme-toggle]').forEach(function (button) {
    button.hidden = false;
    labelToggle(button);
    button.addEventListener('click', function () {
      var next = effectiveTheme() === 'dark' ? 'light' : 'dark';
      root.setAttribute('data-theme', next);
      try {
        localStorage.setItem('theme', next);
      } catch (e) {
        /* not remembered */
      }
      labelToggle(button);
    });
  });

  // ---- the section menu on narrow screens (the sidebar shown while it is the URL's target): Escape closes it
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && location.hash === '#section-nav') {
      location.hash = 'main-content';
      var menu = document.querySelector('.menu-link');
      if (menu) menu.focus();
    }
  });

  // ---- copy buttons
  document.querySelectorAll('.code-block').forEach(function (block) {
    var pre = block.querySelector('pre');
    if (!pre) return;
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy code to clipboard');
    button.addEventListener('click', function () {
      var text = pre.innerText.replace(/\n$/, '');
      var done = function (ok) {
        button.textContent = ok ? 'Copied' : 'Press Ctrl+C';
        setTimeout(function () {
          button.textContent = 'Copy';
        }, 1500);
      };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(text).then(
          function () {
            done(true);
          },
          function () {
            selectAll(pre);
            done(false);
          },
        );
      } else {
        selectAll(pre);
        done(false);
      }
    });
    (block.querySelector('.code-head') || block).appendChild(button);
  });
  function selectAll(node) {
    var range = document.createRange();
    range.selectNodeContents(node);
    var sel = window.getSelection();
    sel.removeAllRanges();
    sel.addRange(range);
  }

  // ---- tabs: every panel is visible with its heading until this runs;
  // then the headings become an ARIA tab list (arrow keys, Home, End).
  document.querySelectorAll('[data-tabs]').forEach(function (tabs) {
    var panels = Array.prototype.filter.call(tabs.children, function (c) {
      return c.classList.contains('tab-panel');
    });
    if (panels.length < 2) return;
    var list = document.createElement('div');
    list.className = 'tablist';
    list.setAttribute('role', 'tablist');
    var buttons = panels.map(function (panel, i) {
      var heading = panel.querySelector('.tab-label');
      var button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('role', 'tab');
      button.id = panel.id + '-tab';
      button.setAttribute('aria-controls', panel.id);
      button.textContent = heading ? heading.textContent : 'Tab ' + (i + 1);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', button.id);
      panel.setAttribute('tabindex', '0');
      list.appendChild(button);
      return button;
    });
    function select(index, focus) {
      buttons.forEach(function (b, i) {
        var on = i === index;
        b.setAttribute('aria-selected', on ? 'true' : 'false');
        b.tabIndex = on ? 0 : -1;
        panels[i].hidden = !on;
      });
      if (focus) buttons[index].focus();
    }
    buttons.forEach(function (b, i) {
      b.addEventListener('click', function () {
        select(i, false);
      });
      b.addEventListener('keydown', function (e) {
        var n = buttons.length;
        var to = e.key === 'ArrowRight' ? (i + 1) % n : e.key === 'ArrowLeft' ? (i - 1 + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : -1;
        if (to >= 0) {
          e.preventDefault();
          select(to, true);
        }
      });
    });
    tabs.insertBefore(list, tabs.firstChild);
    tabs.classList.add('enhanced');
    // A group (data-tabs-group, e.g. the language of request samples) shares its choice across the
    // page and, remembered in localStorage, across pages.
    var group = tabs.getAttribute('data-tabs-group');
    var labels = buttons.map(function (b) {
      return b.textContent;
    });
    var initial = 0;
    if (group) {
      try {
        var saved = localStorage.getItem('tabs:' + group);
        if (saved && labels.indexOf(saved) >= 0) initial = labels.indexOf(saved);
      } catch (e) {
        /* storage unavailable: first tab */
      }
      tabs.addEventListener('tabs:choose', function (e) {
        var at = labels.indexOf(e.detail);
        if (at >= 0) select(at, false);
      });
      buttons.forEach(function (b) {
        b.addEventListener('click', function () {
          try {
            localStorage.setItem('tabs:' + group, b.textContent);
          } catch (e) {
            /* not remembered */
          }
          document.querySelectorAll('[data-tabs-group="' + group + '"]').forEach(function (other) {
            if (other !== tabs) other.dispatchEvent(new CustomEvent('tabs:choose', { detail: b.textContent }));
          });
        });
      });
    }
    select(initial, false);
  });

  // ---- "/" and Ctrl+K (Cmd+K) focus the search box.
  document.addEventListener('keydown', function (e) {
    var input = document.getElementById('search-input');
    if (!input) return;
    var t = e.target;
    var typing = t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
    if ((e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey) && !e.altKey) {
      e.preventDefault();
      input.focus();
      input.select();
    } else if (e.key === '/' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      input.focus();
      input.select();
    }
  });

  // ---- keep the current page visible in a long sidebar.
  var current = document.querySelector('.sidebar [aria-current="page"]');
  var column = document.querySelector('.sidebar-col');
  if (current && column && column.scrollHeight > column.clientHeight) {
    var top = current.getBoundingClientRect().top - column.getBoundingClientRect().top;
    if (top > column.clientHeight - 40) column.scrollTop = top - column.clientHeight / 3;
  }
})();
