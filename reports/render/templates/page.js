(function () {
  document.documentElement.classList.remove('nojs');
  const $ = (s, el) => (el || document).querySelector(s);
  const $$ = (s, el) => Array.from((el || document).querySelectorAll(s));
  const form = $('#filters');
  const profiles = () => $$('input[name=profile]').filter(b => b.checked).map(b => b.value);

  function readHash() {
    const h = new URLSearchParams(location.hash.slice(1));
    if (h.has('topic')) form.topic.value = h.get('topic');
    if (h.has('tag')) form.tag.value = h.get('tag');
    if (h.has('show')) form.show.value = h.get('show');
    if (h.has('q')) form.q.value = h.get('q');
    if (h.has('profiles')) {
      const want = h.get('profiles').split(',');
      $$('input[name=profile]').forEach(b => { b.checked = want.includes(b.value); });
    }
  }

  function writeHash() {
    const h = new URLSearchParams();
    if (form.topic.value) h.set('topic', form.topic.value);
    if (form.tag.value) h.set('tag', form.tag.value);
    if (form.show.value !== 'all') h.set('show', form.show.value);
    if (form.q.value) h.set('q', form.q.value);
    const all = $$('input[name=profile]');
    if (profiles().length !== all.length) h.set('profiles', profiles().join(','));
    if (!h.toString() && location.hash && !location.hash.includes('=')) return;  // an anchor: keep it
    history.replaceState(null, '', h.toString() ? '#' + h.toString() : location.pathname);
  }

  const KINDS = ['outcome', 'choice', 'unreached'];
  const LABELS = {outcome: 'different outcome', choice: 'choice vs fixed', unreached: 'not reached'};
  const outs = td => JSON.parse(td.dataset.outcomes || '[]');
  const subset = (x, y) => x.size < y.size && [...x].every(v => y.has(v));

  const na = td => (td.dataset.value || '').startsWith('n/a');

  // How two cells of one verdict differ (null: they agree); the same rules as reports.model.results.difference,
  // but a value that does not apply (n/a) differs from none (ScenarioResult.only_not_applicable).
  function kindOf(a, b) {
    const ua = a.classList.contains('unreached'), ub = b.classList.contains('unreached');
    if (ua || ub) return ua && ub ? null : 'unreached';
    if (na(a) || na(b)) return null;
    const x = new Set(outs(a)), y = new Set(outs(b));
    if (x.size === y.size && [...x].every(v => y.has(v))) return null;
    if (subset(x, y) || subset(y, x)) return 'choice';
    const va = a.dataset.varies === '1', vb = b.dataset.varies === '1';
    const summary = (va && x.size === 1) || (vb && y.size === 1);
    return summary && va !== vb ? 'choice' : 'outcome';
  }

  function rowKinds(cells) {
    const found = new Set();
    cells.forEach((a, i) => cells.slice(i + 1).forEach(b => { const k = kindOf(a, b); if (k) found.add(k); }));
    return KINDS.filter(k => found.has(k));
  }

  function apply() {
    const shown = profiles();
    const topic = form.topic.value, tag = form.tag.value, show = form.show.value;
    const q = form.q.value.trim().toLowerCase();
    $$('[data-profile]').forEach(el => el.classList.toggle('hidden', !shown.includes(el.dataset.profile)));
    let count = 0;
    $$('article').forEach(a => {
      const sig = JSON.parse(a.dataset.sig);
      const sigs = new Set(shown.filter(p => p in sig).map(p => sig[p]));
      let differs = sigs.size > 1;
      const kinds = new Set();
      const notApplying = new Set();
      a.querySelectorAll('tr.verdict').forEach(tr => {
        const cells = $$('td[data-profile]', tr).filter(td => shown.includes(td.dataset.profile));
        const vals = new Set(cells.map(td => td.dataset.value));
        const found = rowKinds(cells);
        found.forEach(k => kinds.add(k));
        if (vals.size > 1) cells.filter(na).forEach(td => notApplying.add(td.dataset.profile));
        tr.classList.toggle('differs', vals.size > 1);
        KINDS.forEach(k => tr.classList.toggle('k-' + k, found[0] === k));
      });
      const stopped = JSON.parse(a.dataset.stopped);
      if (new Set(shown.filter(p => p in stopped).map(p => stopped[p])).size > 1) kinds.add('unreached');
      const onlyNotApplying = differs && !kinds.size && notApplying.size > 0;  // no different outcome
      if (onlyNotApplying) differs = false;
      if (differs && !kinds.size) kinds.add('outcome');
      const kindList = differs ? KINDS.filter(k => kinds.has(k)) : [];
      a.dataset.kinds = kindList.join(' ');
      const statuses = shown.map(p => (a.dataset['status_' + p.replace(/-/g, '_')] || ''));
      const failing = statuses.some(s => s === 'failed' || s === 'error');
      let ok = (!topic || a.dataset.topic === topic) && (!tag || a.dataset.tags.split(' ').includes(tag));
      if (show === 'diff') ok = ok && differs;
      if (KINDS.includes(show)) ok = ok && kindList.includes(show);
      if (show === 'same') ok = ok && !differs;
      if (show === 'fail') ok = ok && failing;
      if (q) ok = ok && a.textContent.toLowerCase().includes(q);
      a.classList.toggle('hidden', !ok);
      const mark = a.querySelector('.diverge');
      mark.textContent = differs ? '≠ ' + kindList.map(k => LABELS[k]).join(', ') :
        onlyNotApplying ? 'n/a under ' + shown.filter(p => notApplying.has(p)).join(', ') : '= agrees';
      mark.className = 'badge diverge ' + (differs ? 'div-yes' : 'div-no');
      if (ok) count++;
    });
    $$('section.topic').forEach(s => s.classList.toggle('hidden', !s.querySelector('article:not(.hidden)')));
    $('#shown').textContent = count + ' of ' + $$('article').length + ' scenarios shown';
    writeHash();
  }

  readHash();
  form.addEventListener('input', apply);
  form.addEventListener('change', apply);
  window.addEventListener('hashchange', () => { readHash(); apply(); });
  apply();
  document.body.dataset.ready = 'yes';
})();
