// A small, offline GraphQL explorer at GET /graphql in a browser (no CDN): query, variables,
// bearer token (shared with the shop's own sign-in), run, result. POST /graphql is the API.
import { Router } from 'express';

const EXAMPLE = `query Featured {
  products(filter: { featured: true }, limit: 4) {
    total
    items { id name price originalPrice stock category { name } }
  }
}`;

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>GraphQL explorer · Vadodara Family Fashion</title>
<style>
body{font:14px system-ui,sans-serif;margin:0;background:#faf7f5;color:#222}
header{background:#7a1f2b;color:#fff;padding:10px 16px;display:flex;gap:12px;align-items:center}
header h1{font-size:16px;margin:0;flex:1}
main{display:grid;grid-template-columns:1fr 1fr;gap:12px;padding:12px;height:calc(100vh - 64px);box-sizing:border-box}
section{display:flex;flex-direction:column;gap:8px;min-height:0}
textarea,pre{font:13px ui-monospace,monospace;border:1px solid #ccc;border-radius:6px;padding:8px;background:#fff;margin:0}
#query{flex:3}#variables{flex:1}pre{flex:1;overflow:auto;white-space:pre-wrap}
button{background:#fff;color:#7a1f2b;border:0;border-radius:6px;padding:6px 14px;font-weight:600;cursor:pointer}
input{padding:5px;border-radius:6px;border:1px solid #ccc;width:220px}
label{font-weight:600}
@media (max-width:800px){main{grid-template-columns:1fr;height:auto}#query{min-height:240px}pre{min-height:200px}}
</style></head>
<body><header><h1>GraphQL explorer</h1><input id="token" placeholder="Bearer token (optional)" aria-label="Bearer token"><button id="run">Run ▶</button></header>
<main><section><label for="query">Query</label><textarea id="query" spellcheck="false"></textarea>
<label for="variables">Variables (JSON)</label><textarea id="variables" spellcheck="false">{}</textarea></section>
<section><label for="result">Result</label><pre id="result" tabindex="0">Press Run (or Ctrl+Enter). The schema is in schema.graphql in the repository, or query __schema.</pre></section></main>
<script src="/graphql/explorer.js"></script></body></html>`;

const SCRIPT = `(() => {
  const q = document.getElementById('query'), v = document.getElementById('variables');
  const t = document.getElementById('token'), out = document.getElementById('result');
  q.value = localStorage.getItem('explorer.query') || ${JSON.stringify(EXAMPLE)};
  t.value = localStorage.getItem('token') || '';
  async function run() {
    localStorage.setItem('explorer.query', q.value);
    let variables = {};
    try { variables = JSON.parse(v.value || '{}'); } catch (e) { out.textContent = 'Variables are not valid JSON: ' + e.message; return; }
    const headers = { 'content-type': 'application/json' };
    if (t.value.trim()) headers.authorization = 'Bearer ' + t.value.trim();
    out.textContent = 'Running…';
    const res = await fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ query: q.value, variables }) });
    out.textContent = res.status + ' ' + res.statusText + '\\n\\n' + JSON.stringify(await res.json().catch(() => null), null, 2);
  }
  document.getElementById('run').onclick = run;
  document.addEventListener('keydown', (e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) run(); });
})();`;

export function explorerRouter(): Router {
  const r = Router();
  r.get('/explorer.js', (_req, res) => {
    res.type('application/javascript').send(SCRIPT);
  });
  r.get('/', (req, res, next) => {
    if (req.query.query !== undefined || !req.accepts('html') || req.accepts(['json', 'html']) === 'json') return next();
    res.type('html').send(HTML);
  });
  return r;
}
