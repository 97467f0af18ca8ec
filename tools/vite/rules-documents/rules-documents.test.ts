import { BRANDS } from '@onair/brand';
import { RULES_DOCUMENTS } from '@onair/contracts';
import { renderRulesDocument } from './render-rules-document';
import { rulesDocumentFiles } from './index';

test.each(Object.values(BRANDS))('$code: four readable Korean documents that name the brand', (brand) => {
  const files = rulesDocumentFiles(brand);
  expect(Object.keys(files).sort()).toEqual(
    [...RULES_DOCUMENTS.map((name) => `static/${name}.html`), ...RULES_DOCUMENTS.map((name) => `static/en/${name}.html`)].sort(),
  );
  for (const name of RULES_DOCUMENTS) {
    const html = files[`static/${name}.html`] ?? '';
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

test.each(Object.values(BRANDS))('$code: each document in English too, article for article, with no Korean left in it', (brand) => {
  const files = rulesDocumentFiles(brand);
  for (const name of RULES_DOCUMENTS) {
    const korean = files[`static/${name}.html`] ?? '';
    const english = files[`static/en/${name}.html`] ?? '';
    expect(english).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8">/);
    expect(english).toContain(brand.serviceNameEn);
    expect(english.match(/<h2>/g)?.length).toBe(korean.match(/<h2>/g)?.length);
    expect(english.match(/<li>/g)?.length).toBe(korean.match(/<li>/g)?.length);
    expect(english).not.toMatch(/[\uac00-\ud7a3]|\$\{|undefined/);
  }
  expect(files['static/en/service-rules.html']).toContain('<title>Terms of service</title>');
  expect(files['static/en/service-rules.html']).toContain(`"${brand.currency.en}"`);
  expect(files['static/en/broadcast-rules.html']).toContain(`"${brand.streamerTitle.en}"`);
  expect(files['static/en/privacy-rules.html']).toContain(brand.email);
  expect(files['static/en/service-rules.html']).toContain(brand.en.companyName);
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
