import { BRANDS } from '@onair/brand';
import { RULES_DOCUMENTS } from '@onair/contracts';
import { renderRulesDocument } from './render-rules-document';
import { rulesDocumentFiles } from './index';

test.each(Object.values(BRANDS))('$code: four readable Korean documents that name the brand', (brand) => {
  const files = rulesDocumentFiles(brand);
  expect(Object.keys(files).sort()).toEqual(RULES_DOCUMENTS.map((name) => `static/${name}.html`).sort());
  for (const html of Object.values(files)) {
    expect(html).toMatch(/^<!doctype html><html lang="ko"><head><meta charset="utf-8">/);
    expect(html).toContain(brand.serviceName);
    expect(html.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(5);
    expect(html).not.toMatch(/\$\{|undefined/);
  }
  expect(files['static/service-rules.html']).toContain(brand.companyName);
  expect(files['static/service-rules.html']).toContain(`"${brand.currency.ko}"`);
  expect(files['static/broadcast-rules.html']).toContain(`"${brand.streamerTitle.ko}"`);
  expect(files['static/privacy-rules.html']).toContain(brand.email);
});

test('text is escaped, never taken as markup', () => {
  const html = renderRulesDocument({
    title: 'A & B',
    intro: '<script>alert(1)</script>',
    sections: [{ heading: '"제1조"', paragraphs: ['x < y'], items: ['<b>'] }],
    effectiveFrom: '오늘',
  });
  expect(html).toContain('<title>A &amp; B</title>');
  expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  expect(html).toContain('<section><h2>"제1조"</h2><p>x &lt; y</p><ol><li>&lt;b&gt;</li></ol></section>');
});
