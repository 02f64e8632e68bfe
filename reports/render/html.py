"""The divergence page: one standalone HTML page (inline CSS and JS, no network).

Per topic, each scenario shows its verdicts with every profile's observed value side by side
(rows where profiles differ are highlighted, by the kind of difference: a different outcome,
choice vs fixed, not reached), its example ids, the source (seed § section), failures, and the
traces; a scenario whose TCG verdicts come from the general paper rules (``@tcg-general``) is
marked. The page reads fine without JavaScript; with it, filters by topic, tag, profile (the
shown profiles are the ones compared; the kinds of difference are recomputed for them) and
"differences only / of one kind / failures only" narrow the page, and the filters live in the
URL's #fragment so a view can be shared.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from html import escape
from typing import Any

from reports.model.results import (
    CHOICE,
    KINDS,
    OUTCOME,
    UNREACHED,
    ProfileRun,
    RunResult,
    ScenarioResult,
    is_tcg,
    outcomes,
    varies,
)

KIND_KEY = {OUTCOME: "outcome", CHOICE: "choice", UNREACHED: "unreached"}  # CSS classes and filter values
GENERAL_NOTE = "its TCG verdicts come from the general paper rules, not from a source (@tcg-general)"

CSS = """
:root { --pass:#1a7f37; --fail:#cf222e; --error:#8250df; --seen:#57606a; --refused:#9a6700; --diff:#fff8c5;
        --choice:#ddf4ff; --unreached:#eaeef2;
        --line:#d0d7de; --bg:#ffffff; --fg:#1f2328; --muted:#57606a; --card:#f6f8fa; }
@media (prefers-color-scheme: dark) {
  :root { --diff:#3b2e00; --choice:#0c2d6b; --unreached:#2d333b;
          --line:#30363d; --bg:#0d1117; --fg:#e6edf3; --muted:#8d96a0; --card:#161b22;
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
.general { color: var(--muted); border-style: dashed; }
th .general-mark { font-weight: normal; font-size: .8em; color: var(--muted); }
.desc { white-space: pre-line; margin: 6px 0; }
table.verdicts { border-collapse: collapse; width: 100%; margin: 8px 0; background: var(--bg); }
table.verdicts th, table.verdicts td { border: 1px solid var(--line); padding: 3px 8px; text-align: left;
                                       vertical-align: top; white-space: pre-line; }
table.verdicts th { background: var(--card); }
tr.differs td { background: var(--diff); }
tr.differs.k-choice td { background: var(--choice); }
tr.differs.k-unreached td { background: var(--unreached); }
td.choice { font-style: italic; }
.kinds span { margin-right: 14px; white-space: nowrap; }
.k-outcome-mark { border-left: 6px solid var(--diff); padding-left: 4px; }
.k-choice-mark { border-left: 6px solid var(--choice); padding-left: 4px; }
.k-unreached-mark { border-left: 6px solid var(--unreached); padding-left: 4px; }
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

  const KINDS = ['outcome', 'choice', 'unreached'];
  const LABELS = {outcome: 'different outcome', choice: 'choice vs fixed', unreached: 'not reached'};
  const outs = td => JSON.parse(td.dataset.outcomes || '[]');
  const subset = (x, y) => x.size < y.size && [...x].every(v => y.has(v));

  // How two cells of one verdict differ (null: they agree); the same rules as reports.model.results.difference.
  function kindOf(a, b) {
    const ua = a.classList.contains('unreached'), ub = b.classList.contains('unreached');
    if (ua || ub) return ua && ub ? null : 'unreached';
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
      const differs = sigs.size > 1;
      const kinds = new Set();
      a.querySelectorAll('tr.verdict').forEach(tr => {
        const cells = $$('td[data-profile]', tr).filter(td => shown.includes(td.dataset.profile));
        const vals = new Set(cells.map(td => td.dataset.value));
        const found = rowKinds(cells);
        found.forEach(k => kinds.add(k));
        tr.classList.toggle('differs', vals.size > 1);
        KINDS.forEach(k => tr.classList.toggle('k-' + k, found[0] === k));
      });
      const stopped = JSON.parse(a.dataset.stopped);
      if (new Set(shown.filter(p => p in stopped).map(p => stopped[p])).size > 1) kinds.add('unreached');
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
      mark.textContent = differs ? '≠ ' + kindList.map(k => LABELS[k]).join(', ') : '= agrees';
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
        return f'<td data-profile="{e(profile)}" data-value="" data-outcomes="[]" class="unreached">not reached</td>'
    value = str(o["observed"])
    values = outcomes(o)
    data = (f'data-profile="{e(profile)}" data-value="{e(value)}" '
            f'data-outcomes="{e(json.dumps(values, ensure_ascii=False))}" data-varies="{int(varies(o))}"')
    choice = len(values) > 1
    css = ["choice"] if choice else []
    title = "the players' choices reach each of these values" if choice else ""
    if not o["asserted"]:
        attrs = (f' class="{" ".join(css)}"' if css else "") + (f' title="{e(title)}"' if title else "")
        return f'<td {data}{attrs}>{e(value)}</td>'
    sep = "\n" if "\n" in value + str(o["expected"]) else " "
    if o["held"]:
        reached = f"; {title}, the expected one among them" if choice else ""
        return (f'<td {data} class="{" ".join(["held", *css])}" '
                f'title="asserted for {e(profile)}: holds{e(reached)}">{e(value)} ✔</td>')
    return (f'<td {data} class="{" ".join(["broken", *css])}" '
            f'title="asserted for {e(profile)}: does not hold">{e(value)} ✘{sep}expected: {e(o["expected"])}</td>')


def status_badge(run: ProfileRun) -> str:
    return (f'<span class="badge {e(run.status)}" data-profile="{e(run.profile)}">'
            f'{e(run.profile)}: {e(run.status.label)}</span>')


def scenario_html(s: ScenarioResult, profiles: list[str]) -> str:
    runs = [s.runs[p] for p in profiles if p in s.runs]
    sig = json.dumps({r.profile: r.signature() for r in runs}, ensure_ascii=False)
    stopped = json.dumps({r.profile: r.stopped for r in runs})
    status_attrs = " ".join(f'data-status_{e(r.profile.replace("-", "_"))}="{e(r.status)}"' for r in runs)
    kinds = s.difference_kinds(profiles)
    general = s.tcg_general
    head = "".join(f'<th data-profile="{e(r.profile)}">{e(r.profile)}'
                   + (f' <span class="general-mark" title="{e(GENERAL_NOTE)}">(general rules)</span>'
                      if general and is_tcg(r.profile) else "") + "</th>" for r in runs)
    rows = []
    for row in s.rows(profiles):
        cells = "".join(observed_cell(p, o) for p, o in row.cells.items())
        kind = f" k-{KIND_KEY[row.kind]}" if row.kind else ""
        rows.append(f'<tr class="verdict{" differs" if row.differs else ""}{kind}"><td>{e(row.claim)}</td>{cells}</tr>')
    stops = []
    for r in runs:
        if r.status.failing or r.stopped:
            css = "failure" if r.status.failing else "stop"
            stops.append(f'<div class="{css}" data-profile="{e(r.profile)}"><strong class="{e(r.status)}">'
                         f'{e(r.profile)}: {e(r.status)}</strong><pre>{e(r.detail)}</pre></div>')
    traces = "".join(f'<div data-profile="{e(r.profile)}"><h4>{e(r.profile)} <span class="muted">'
                     f'#{e(r.trace_digest)}</span></h4><pre>{e(chr(10).join(r.trace) or "(empty)")}</pre></div>'
                     for r in runs)
    ids = " ".join(s.ids) or "(no id)"
    mark = (f'<span class="badge diverge div-yes">≠ {e(", ".join(kinds))}</span>' if kinds else
            '<span class="badge diverge div-no">= agrees</span>')
    if general:
        mark += f'<span class="badge general" title="{e(GENERAL_NOTE)}">TCG: general rules</span>'
    tags = f" · tags: {e(' '.join('@' + t for t in s.tags))}" if s.tags else ""
    desc = f'<p class="desc">{e(s.description)}</p>' if s.description else ""
    body = "".join(rows) or '<tr><td colspan="99" class="muted">no verdicts</td></tr>'
    return f"""<article id="{e(s.uid)}" data-topic="{e(s.topic)}" data-tags="{e(" ".join(s.tags))}"
 data-sig="{e(sig)}" data-stopped="{e(stopped)}" data-kinds="{e(" ".join(KIND_KEY[k] for k in kinds))}" {status_attrs}>
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


def render_html(result: RunResult, title: str = "dmrules — the divergences") -> str:
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
<p class="kinds muted">{"".join(f'<span class="k-{KIND_KEY[k]}-mark">{c.get(k, 0)} {e(k)}</span>' for k in KINDS)}</p>
{"".join(f'<p class="muted">{n}</p>' for n in notes)}
{f'<ul class="problems">{problems}</ul>' if problems else ""}
<form id="filters" onsubmit="return false">
<label>topic <select name="topic">{options(list(topics), "every topic")}</select></label>
<label>tag <select name="tag">{options(tags, "any tag")}</select></label>
<span>profiles {boxes}</span>
<label>show <select name="show"><option value="all">every scenario</option>
<option value="diff">differences only</option><option value="outcome">different outcomes</option>
<option value="choice">choice vs fixed</option><option value="unreached">not reached</option>
<option value="same">agreements only</option>
<option value="fail">failures only</option></select></label>
<label>search <input type="search" name="q" placeholder="id, card, text"></label>
<span id="shown" class="muted">{c["scenarios"]} scenarios</span>
</form>
</header>
<main>
{"".join(sections) or '<p class="muted">No scenarios.</p>'}
</main>
<footer>A verdict in green (✔) or red (✘) is asserted for that profile; plain values are recorded only.
Highlighted rows are verdicts whose observed values differ between the profiles shown, by the kind of
difference: <span class="k-outcome-mark">a different outcome</span> (a value the other profile never
reaches), <span class="k-choice-mark">choice vs fixed</span> (one profile fixes what the other leaves to
the players: "DMPS forces A; TCG allows A or B"; <em>italic</em> values list what the players' choices
reach), <span class="k-unreached-mark">not reached</span> (a run stopped before the verdict). A scenario
marked "TCG: general rules" takes its TCG verdicts from the general paper rules, not from a source.
With profiles unticked, the differences compare the ticked ones.</footer>
<script>{JS}</script>
</body></html>
"""
