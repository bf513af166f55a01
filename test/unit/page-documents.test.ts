// The pages' own documents (shared/page-documents.ts): which path gets which, the module each names, and how the links
// go into index.html.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_MODULES, withModulePreloads } from '../../frontend/page-documents/vite-plugin';
import { hasSignedInCookie, pageDocumentFor, pageDocumentTable } from '../../shared/page-documents';

describe('pageDocumentFor', () => {
  it.each([
    ['/', '/pages/landing.html', '/pages/landing.html'],
    ['/pricing', '/pages/pricing.html', '/pages/pricing.html'],
    ['/dashboard', '/pages/dashboard.html', '/pages/login.html'],
    ['/dashboard/', '/pages/dashboard.html', '/pages/login.html'],
    ['/settings//', '/pages/settings.html', '/pages/login.html'],
    ['/user', undefined, undefined],
    ['/dashboard/x', undefined, undefined],
    ['/constructor', undefined, undefined],
    ['/__proto__', undefined, undefined],
  ])('%s → %s signed in, %s without a session', (url, member, visitor) => {
    expect(pageDocumentFor(url, true)).toBe(member);
    expect(pageDocumentFor(url, false)).toBe(visitor);
  });

  it("gives CloudFront's function the same table", () => {
    for (const [page, { file }] of Object.entries(pageDocumentTable())) expect(pageDocumentFor(page, true)).toBe(file);
  });
});

describe('hasSignedInCookie', () => {
  it.each([
    ['tend_signed_in=1', true],
    ['a=b; tend_signed_in=1', true],
    ['tend_signed_in=1;a=b', true],
    [undefined, false],
    ['', false],
    ['tend_signed_in=0', false],
    ['tend_signed_in=10', false],
    ['xtend_signed_in=1', false],
  ])('%s → %s', (header, signedIn) => {
    expect(hasSignedInCookie(header)).toBe(signedIn);
  });
});

describe('PAGE_MODULES', () => {
  const lazyPages = readFileSync(path.join(__dirname, '..', '..', 'frontend', 'src', 'app', 'lazy-pages.ts'), 'utf8');

  it.each(Object.entries(PAGE_MODULES))("names %s's module as the app's lazy pages import it", (_, module) => {
    expect(lazyPages).toContain(`import('@/${module.replace(/^src\//, '').replace(/\.tsx?$/, '')}')`);
  });
});

describe('withModulePreloads', () => {
  const html = '<html>\n  <head>\n    <title>Tend</title>\n  </head>\n  <body></body>\n</html>\n';

  it('adds one link a file before the head closes, at the head’s indentation', () => {
    expect(withModulePreloads(html, ['assets/a-1.js', 'assets/b-2.js'])).toBe(
      '<html>\n  <head>\n    <title>Tend</title>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/a-1.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/b-2.js">\n' +
        '  </head>\n  <body></body>\n</html>\n',
    );
  });

  it('refuses a document without a head of its own line, rather than write a page without its links', () => {
    expect(() => withModulePreloads('<html><body></body></html>', ['assets/a.js'])).toThrow(/<\/head>/);
  });
});
