import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Where the portal's build writes its prerendered pages (portal/scripts/prerender.mjs), inside PORTAL_DIST. */
export const PRERENDERED_DIR = 'prerendered';

/** The prerendered pages of a built portal: URL path → HTML, from the build's manifest (empty when none). */
export function readPrerenderedPages(distDir: string): Map<string, string> {
  const dir = path.join(path.resolve(distDir), PRERENDERED_DIR);
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return new Map();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(manifest).map(([urlPath, file]) => [urlPath, readFileSync(path.join(dir, path.basename(file)), 'utf8')]));
}

/**
 * A prerendered page as one visitor gets it: the public site settings as a JSON data block (not a
 * script, so the CSP's script-src stays 'self'; `<` escaped so no value can close the element), and
 * without the cookie notice when the visitor has already answered it (the consent cookie), its
 * `hreflang` links made absolute with the site's public origin (and left out while Welsh is not offered).
 */
export function personalisePage(html: string, settings: object, consentAnswered: boolean, origin?: string | null): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  let page = consentAnswered ? html.replace(/<section class="cookie-notice"[\s\S]*?<\/section>/, '') : html;
  // hreflang links must be absolute; the build knows only the path, the server its public origin. With
  // no origin (Welsh not offered) there is no other language to link to: the links and the switch go.
  page =
    origin === null
      ? page.replace(/<link rel="alternate" hreflang="[^"]+" href="[^"]*">/g, '').replace(/<a class="site-header__language"[\s\S]*?<\/a>/, '')
      : origin
        ? page.replace(/(<link rel="alternate" hreflang="[^"]+" href=")\//g, (_, start: string) => `${start}${origin}/`)
        : page;
  return page.replace('</body>', () => `<script type="application/json" id="site-settings">${json}</script>\n  </body>`);
}

/**
 * The encoding to send a page in: Brotli, else gzip, else none, as the request's Accept-Encoding
 * allows (an encoding with q=0 is refused). A prerendered page is personalised per visitor, so it is
 * compressed per request (≈ 15 kB of HTML: well under a millisecond at these levels).
 */
export function compressPage(html: string, acceptEncoding: string | undefined): { body: Buffer | string; encoding?: 'br' | 'gzip' } {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^q=0(\.0*)?$/.test(p.trim())))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return { body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (accepted.has('gzip')) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html };
}
