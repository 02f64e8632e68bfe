"""The living divergence catalog: one standalone HTML page (inline CSS and JS, no network).

Per topic, each scenario shows its verdicts with every profile's observed value side by side
(rows where profiles differ are highlighted), its catalog ids, the source (seed § section),
failures, and the traces. The page reads fine without JavaScript; with it, filters by topic,
tag, profile (the shown profiles are the ones compared) and "differences only / failures
only" narrow the page, and the filters live in the URL's #fragment so a view can be shared.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from html import escape
from typing import Any

from reports.results import FAILING, ProfileRun, RunResult, ScenarioResult

LABEL = {"passed": "✔ pass", "failed": "✘ FAIL", "error": "! error", "observed": "· seen", "refused": "⊘ refused"}

CSS = """
:root { --pass:#1a7f37; --fail:#cf222e; --error:#8250df; --seen:#57606a; --refused:#9a6700; --diff:#fff8c5;
        --line:#d0d7de; --bg:#ffffff; --fg:#1f2328; --muted:#57606a; --card:#f6f8fa; }
@media (prefers-color-scheme: dark) {
  :root { --diff:#3b2e00; --line:#30363d; --bg:#0d1117; --fg:#e6edf3; --muted:#8d96a0; --card:#161b22;
          --pass:#3fb950; --fail:#f85149; --error:#a371f7; --seen:#8d96a0; --refused:#d29922; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans JP", sans-serif;
       background: var(--bg); color: var(--fg); }
header, main { max-width: 1200px; margin: 0 auto; padding: 0 16px; }
header { padding-top: 16px; }
h1 { font-size: 1.5em; margin: 0 0 4px; }
h2 { border-bottom: 2px solid var(--line); padding-bottom: 4px; margin-top: 32px; }
h2 small, .meta, .muted { color: var(--muted); font-weight: normal; }
.summary span { margin-right: 14px; white-space: nowrap; }
.problems { color: var(--fail); }
#filters { position: sticky; top: 0; z-index: 2; background: var(--bg); border-bottom: 1px solid var(--line);
           padding: 8px 0; display: flex; flex-wrap: wrap; gap: 8px 18px; align-items: center; }
#filters label { white-space: nowrap; }
#filters select, #filters input[type=search] { font: inherit; padding: 2px 4px; }
.nojs #filters { display: none; }
article { border: 1px solid var(--line); border-radius: 8px; margin: 14px 0; padding: 10px 14px;
          background: var(--card); }
article h3 { margin: 0; font-size: 1.05em; }
.ids { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; margin-right: 6px; }
.badges { margin: 6px 0; }
.badge { display: inline-block; border: 1px solid currentColor; border-radius: 10px; padding: 0 8px;
         margin-right: 6px; font-size: .85em; white-space: nowrap; }
.passed { color: var(--pass); } .failed { color: var(--fail); font-weight: 600; }
.error { color: var(--error); font-weight: 600; } .observed { color: var(--seen); } .refused { color: var(--refused); }
.div-yes { color: var(--refused); font-weight: 600; } .div-no { color: var(--muted); }
.desc { white-space: pre-line; margin: 6px 0; }
table.verdicts { border-collapse: collapse; width: 100%; margin: 8px 0; background: var(--bg); }
table.verdicts th, table.verdicts td { border: 1px solid var(--line); padding: 3px 8px; text-align: left;
                                       vertical-align: top; white-space: pre-line; }
table.verdicts th { background: var(--card); }
tr.differs td { background: var(--diff); }
td.held { color: var(--pass); } td.broken { color: var(--fail); font-weight: 600; }
td.unreached { color: var(--muted); font-style: italic; }
pre { white-space: pre-wrap; word-break: break-word; margin: 4px 0; font-size: .85em; }
.failure pre { border-left: 3px solid var(--fail); padding-left: 8px; }
details { margin-top: 6px; }
.traces { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 8px; }
.traces h4 { margin: 4px 0; font-size: .9em; }
.hidden { display: none !important; }
footer { max-width: 1200px; margin: 24px auto; padding: 0 16px; color: var(--muted); font-size: .85em; }
"""

JS = """
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
    history.replaceState(null, '', h.toString() ? '#' + h.toString() : location.pathname);
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
      const differs = sigs.size > 1;
      a.querySelectorAll('tr.verdict').forEach(tr => {
        const vals = new Set($$('td[data-profile]', tr).filter(td => shown.includes(td.dataset.profile))
                                                   .map(td => td.dataset.value));
        tr.classList.toggle('differs', vals.size > 1);
      });
      const statuses = shown.map(p => (a.dataset['status_' + p.replace(/-/g, '_')] || ''));
      const failing = statuses.some(s => s === 'failed' || s === 'error');
      let ok = (!topic || a.dataset.topic === topic) && (!tag || a.dataset.tags.split(' ').includes(tag));
      if (show === 'diff') ok = ok && differs;
      if (show === 'same') ok = ok && !differs;
      if (show === 'fail') ok = ok && failing;
      if (q) ok = ok && a.textContent.toLowerCase().includes(q);
      a.classList.toggle('hidden', !ok);
      const mark = a.querySelector('.diverge');
      mark.textContent = differs ? '≠ diverges' : '= agrees';
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
"""


def e(value: object) -> str:
    return escape(str(value), quote=True)


def observed_cell(profile: str, o: dict[str, Any] | None) -> str:
    if o is None:
        return f'<td data-profile="{e(profile)}" data-value="" class="unreached">not reached</td>'
    value = str(o["observed"])
    if not o["asserted"]:
        return f'<td data-profile="{e(profile)}" data-value="{e(value)}">{e(value)}</td>'
    sep = "\n" if "\n" in value + str(o["expected"]) else " "
    if o["held"]:
        return (f'<td data-profile="{e(profile)}" data-value="{e(value)}" class="held" '
                f'title="asserted for {e(profile)}: holds">{e(value)} ✔</td>')
    return (f'<td data-profile="{e(profile)}" data-value="{e(value)}" class="broken" '
            f'title="asserted for {e(profile)}: does not hold">{e(value)} ✘{sep}expected: {e(o["expected"])}</td>')


def status_badge(run: ProfileRun) -> str:
    return (f'<span class="badge {e(run.status)}" data-profile="{e(run.profile)}">'
            f'{e(run.profile)}: {LABEL.get(run.status, e(run.status))}</span>')


def scenario_html(s: ScenarioResult, profiles: list[str]) -> str:
    runs = [s.runs[p] for p in profiles if p in s.runs]
    sig = json.dumps({r.profile: r.signature() for r in runs}, ensure_ascii=False)
    status_attrs = " ".join(f'data-status_{e(r.profile.replace("-", "_"))}="{e(r.status)}"' for r in runs)
    diverges = s.diverges()
    head = "".join(f'<th data-profile="{e(r.profile)}">{e(r.profile)}</th>' for r in runs)
    rows = []
    for row in s.rows(profiles):
        cells = "".join(observed_cell(p, o) for p, o in row.cells.items())
        rows.append(f'<tr class="verdict{" differs" if row.differs else ""}"><td>{e(row.claim)}</td>{cells}</tr>')
    stops = []
    for r in runs:
        if r.status in FAILING or r.status == "refused" or (r.status == "observed" and r.detail):
            css = "failure" if r.status in FAILING else "stop"
            stops.append(f'<div class="{css}" data-profile="{e(r.profile)}"><strong class="{e(r.status)}">'
                         f'{e(r.profile)}: {e(r.status)}</strong><pre>{e(r.detail)}</pre></div>')
    traces = "".join(f'<div data-profile="{e(r.profile)}"><h4>{e(r.profile)} <span class="muted">'
                     f'#{e(r.trace_digest)}</span></h4><pre>{e(chr(10).join(r.trace) or "(empty)")}</pre></div>'
                     for r in runs)
    ids = " ".join(s.ids) or "(no id)"
    mark = '<span class="badge diverge div-yes">≠ diverges</span>' if diverges else \
        '<span class="badge diverge div-no">= agrees</span>'
    tags = f" · tags: {e(' '.join('@' + t for t in s.tags))}" if s.tags else ""
    desc = f'<p class="desc">{e(s.description)}</p>' if s.description else ""
    body = "".join(rows) or '<tr><td colspan="99" class="muted">no verdicts</td></tr>'
    return f"""<article id="{e(s.uid)}" data-topic="{e(s.topic)}" data-tags="{e(" ".join(s.tags))}"
 data-sig="{e(sig)}" {status_attrs}>
<h3><span class="ids">{e(ids)}</span> {e(s.title)}</h3>
<div class="badges">{"".join(status_badge(r) for r in runs)}{mark}</div>
<div class="meta">source: {e(s.source or "—")} · <code>{e(s.location)}</code>{tags}</div>
{desc}
<table class="verdicts"><thead><tr><th>verdict</th>{head}</tr></thead>
<tbody>{body}</tbody></table>
{"".join(stops)}
<details><summary>trace</summary><div class="traces">{traces}</div></details>
</article>"""


def options(values: list[str], every: str) -> str:
    return f'<option value="">{e(every)}</option>' + "".join(f'<option value="{e(v)}">{e(v)}</option>'
                                                           for v in values)


def render_html(result: RunResult, title: str = "dmrules — the divergence catalog") -> str:
    c = result.counts()
    topics = result.by_topic()
    tags = sorted({t for s in result.scenarios for t in s.tags if not t.startswith("ex:")})
    when = datetime.fromtimestamp(result.created, UTC).strftime("%Y-%m-%d %H:%M UTC")
    boxes = "".join(f'<label><input type="checkbox" name="profile" value="{e(p)}" checked> {e(p)}</label>'
                    for p in result.profiles)
    sections = []
    for topic, scenarios in topics.items():
        diverging = sum(1 for s in scenarios if s.diverges())
        body = "\n".join(scenario_html(s, result.profiles) for s in scenarios)
        sections.append(f'<section class="topic" data-topic="{e(topic)}"><h2>{e(topic or "(no topic)")} '
                        f'<small>{len(scenarios)} scenarios, {diverging} diverge</small></h2>\n{body}</section>')
    problems = "".join(f"<li>{e(p)}</li>" for p in result.problems)
    problems += "".join(f"<li>skipped {e(line)}</li>" for line in result.skipped)
    notes = []
    if result.forced:
        notes.append(f"verdicts written for {e(result.forced)} were forced onto every profile run")
    if result.selection:
        notes.append("selection: " + e("; ".join(f"{k} {v}" for k, v in result.selection.items())))
    return f"""<!DOCTYPE html>
<html lang="en" class="nojs"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{e(title)}</title><style>{CSS}</style></head>
<body>
<header>
<h1>{e(title)}</h1>
<p class="summary"><span>{c["scenarios"]} scenarios × {len(result.profiles)} profiles ({e(", ".join(result.profiles))})
</span><span class="passed">✔ {c["passed"]} pass</span><span class="failed">✘ {c["failed"]} fail</span>
<span class="error">! {c["error"]} errors</span><span class="observed">· {c["observed"]} recorded only</span>
<span class="div-yes">≠ {c["diverging"]} diverge</span><span class="muted">run {e(when)}</span></p>
{"".join(f'<p class="muted">{n}</p>' for n in notes)}
{f'<ul class="problems">{problems}</ul>' if problems else ""}
<form id="filters" onsubmit="return false">
<label>topic <select name="topic">{options(list(topics), "every topic")}</select></label>
<label>tag <select name="tag">{options(tags, "any tag")}</select></label>
<span>profiles {boxes}</span>
<label>show <select name="show"><option value="all">every scenario</option>
<option value="diff">differences only</option><option value="same">agreements only</option>
<option value="fail">failures only</option></select></label>
<label>search <input type="search" name="q" placeholder="id, card, text"></label>
<span id="shown" class="muted">{c["scenarios"]} scenarios</span>
</form>
</header>
<main>
{"".join(sections) or '<p class="muted">No scenarios.</p>'}
</main>
<footer>A verdict in green (✔) or red (✘) is asserted for that profile; plain values are recorded only.
Highlighted rows are verdicts whose observed values differ between the profiles shown. With profiles
unticked, "differences only" compares the ticked ones.</footer>
<script>{JS}</script>
</body></html>
"""
