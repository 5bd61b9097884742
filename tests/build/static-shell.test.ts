import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LogoIcon } from '../../src/components/ui/icons';
import { shellTexts } from '../../src/i18n/nb/shell';
import { paths } from '../../src/lib/paths';

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

/** Markup without comments and the whitespace between tags, self-closing tags spelt out. */
function normalize(markup: string): string {
  return markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .replace(/<(\w+)([^>]*?)\s*\/>/g, '<$1$2></$1>')
    .trim();
}

/**
 * index.html paints the header's brand before the scripts (the first visit's first paint); React
 * then renders its own Header over it. If they drifted apart, a phone would see the brand change
 * or jump when the scripts arrive.
 */
describe('the static header of index.html', () => {
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? '';

  it('is the brand React renders: the logo, the name and the link home', () => {
    const expected = renderToStaticMarkup(
      createElement(
        'header',
        { className: 'site-header' },
        createElement(
          'div',
          { className: 'site-header__bar' },
          createElement(
            'a',
            { href: paths.home, className: 'brand' },
            createElement(LogoIcon),
            createElement('span', { className: 'brand__name' }, shellTexts.appName),
          ),
        ),
      ),
    );
    expect(normalize(root)).toBe(normalize(expected));
  });

  it('uses the class names the Header component uses', () => {
    const header = readFileSync(
      new URL('../../src/app/layout/header.tsx', import.meta.url),
      'utf8',
    );
    for (const name of ['site-header', 'site-header__bar', 'brand', 'brand__name'])
      expect(header).toContain(`className="${name}"`);
    expect(header).toContain('<LogoIcon />');
  });
});
