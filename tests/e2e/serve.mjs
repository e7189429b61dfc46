// A tiny static server for the release build: serves ../../dist (or $DIST) under a sub-path
// (/blog/rope/), as a blog would host it, on loopback only. No dependencies. With GZIP=1 it
// compresses what a static host compresses (HTML, JS, CSS, SVG, wasm), for the Lighthouse runs.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.env.DIST ?? fileURLToPath(new URL('../../dist/', import.meta.url));
const prefix = process.env.SUB_PATH ?? '/blog/rope/';
const port = Number(process.env.PORT ?? 4173);
const gzip = process.env.GZIP === '1';
const gzipped = new Map();
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};
// As GitHub Pages sends it on every file: a sandboxed frame (an opaque origin) fetches the
// module and the wasm with CORS.
const CORS = { 'access-control-allow-origin': '*' };

// A blog post that embeds figures (tests/e2e/host), at /host/; the reveal.js its deck uses
// (from npm) at /host/reveal/.
const hostRoot = fileURLToPath(new URL('./host/', import.meta.url));
const revealRoot = fileURLToPath(new URL('./node_modules/reveal.js/dist/', import.meta.url));

createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname.startsWith('/host/')) {
    const reveal = url.pathname.startsWith('/host/reveal/');
    const base = reveal ? revealRoot : hostRoot;
    const rest = url.pathname.slice(reveal ? '/host/reveal/'.length : '/host/'.length);
    const path = normalize(join(base, rest || 'post.html'));
    if (!path.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    try {
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'text/plain' });
      res.end(await readFile(path));
    } catch {
      res.writeHead(404).end('not found');
    }
    return;
  }
  if (!url.pathname.startsWith(prefix)) {
    res.writeHead(404).end('not found');
    return;
  }
  // A folder's address serves its index.html (dist/fig/<slug>/), as a static host does.
  const rel = url.pathname.slice(prefix.length).replace(/(^|\/)$/, '$1index.html');
  const path = normalize(join(root, rel));
  if (!path.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  try {
    const body = await readFile(path);
    const type = types[extname(path)];
    if (gzip && type && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(path)) gzipped.set(path, gzipSync(body, { level: 9 }));
      res.writeHead(200, { ...CORS, 'content-type': type, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.end(gzipped.get(path));
      return;
    }
    res.writeHead(200, { ...CORS, 'content-type': type ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}).listen(port, '127.0.0.1', () => console.log(`serving dist/ at http://127.0.0.1:${port}${prefix}`));
