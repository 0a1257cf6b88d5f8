import { API_ERROR_CODES, TENANT_HEADER } from '@mp/contracts';
import type { RouteDefinition } from '../http/route';
import { callerNames, jsonSchema, openApiPath } from './openapi';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function schemaBlock(label: string, schema: unknown): string {
  return `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function routeSection(route: RouteDefinition): string {
  const callers = callerNames(route.access)
    .map(
      (name) =>
        `<span class="caller${route.access === 'public' ? ' public' : ''}">${escapeHtml(name)}</span>`,
    )
    .join(' ');
  const blocks = [
    route.schemas.params
      ? schemaBlock('Path parameters', jsonSchema(route.schemas.params, 'input'))
      : '',
    route.schemas.query ? schemaBlock('Query', jsonSchema(route.schemas.query, 'input')) : '',
    route.schemas.body
      ? schemaBlock('Request body (application/json)', jsonSchema(route.schemas.body, 'input'))
      : '',
    schemaBlock(`Response ${route.status}`, jsonSchema(route.schemas.response, 'output')),
  ].join('');
  return `<section id="${escapeHtml(route.operationId)}">
<h3><span class="method ${route.method.toLowerCase()}">${route.method}</span> <code>${escapeHtml(openApiPath(route.path))}</code></h3>
<p>${escapeHtml(route.summary)}</p>
${route.description ? `<p class="description">${escapeHtml(route.description)}</p>` : ''}
<p>Callers: ${callers}${route.access === 'public' && route.identifiesCaller ? ' (a signed call is checked and its viewer identified)' : ''} &middot; operationId <code>${escapeHtml(route.operationId)}</code></p>
${blocks}
</section>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem 1.5rem;color:#1f2937}
h1{margin-bottom:.25rem}section{border-top:1px solid #e5e7eb;padding:.5rem 0}h3{margin:.5rem 0;font-size:1.05rem}
.method{display:inline-block;min-width:4rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .4rem}
.get{background:#2563eb}.post{background:#059669}.put{background:#d97706}.delete{background:#dc2626}.patch{background:#7c3aed}
.caller{background:#eef2ff;border-radius:999px;padding:.05rem .5rem;font-size:.85rem}.caller.public{background:#ecfdf5}
pre{background:#f8fafc;border:1px solid #e5e7eb;padding:.5rem;overflow:auto;font-size:.8rem}
table{border-collapse:collapse}td,th{border:1px solid #e5e7eb;padding:.2rem .5rem;text-align:left}
.description{color:#4b5563}nav a{margin-right:.75rem}`;

/** A self-contained page (no scripts, no CDN) listing every route, its callers and schemas. */
export function renderDocsHtml(routes: readonly RouteDefinition[]): string {
  const domains = [...new Set(routes.map((route) => route.domain))];
  const index = routes
    .map(
      (route) =>
        `<tr><td><a href="#${escapeHtml(route.operationId)}">${route.method}</a></td><td><code>${escapeHtml(openApiPath(route.path))}</code></td><td>${escapeHtml(callerNames(route.access).join(', '))}</td></tr>`,
    )
    .join('\n');
  const body = domains
    .map(
      (domain) =>
        `<h2 id="domain-${escapeHtml(domain)}">${escapeHtml(domain)}</h2>\n${routes
          .filter((route) => route.domain === domain)
          .map(routeSection)
          .join('\n')}`,
    )
    .join('\n');
  const codes = Object.values(API_ERROR_CODES)
    .map((code) => `<code>${code}</code>`)
    .join(', ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Marketplace API</title><style>${STYLE}</style></head>
<body>
<h1>Marketplace API</h1>
<p>Every call sends the <code>${TENANT_HEADER}</code> header. Private calls are signed with SigV4; a private route answers 401 without credentials and 403 to a role it does not list. Errors are <code>{ statusCode, code, message, fields: [{ path, message }] }</code> with codes ${codes}. Machine-readable: <a href="/docs/openapi.json">/docs/openapi.json</a> (OpenAPI 3.1).</p>
<nav>${domains.map((domain) => `<a href="#domain-${escapeHtml(domain)}">${escapeHtml(domain)}</a>`).join('')}</nav>
<table><thead><tr><th>Method</th><th>Path</th><th>Callers</th></tr></thead><tbody>
${index}
</tbody></table>
${body}
</body></html>`;
}
