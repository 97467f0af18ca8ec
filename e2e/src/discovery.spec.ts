// Browse and search (docs/discovery.md): a streamer picks the 음악 category and a tag beside the
// broadcast title and goes live; a visitor finds the channel on /browse through the category's tile,
// by its #tag, and in the search box's suggestions as they type the tag.
import { newMember, openChannelByApi, signUpByApi } from './support/accounts';
import { expectGoesLive } from './support/channel-detail';
import { newProjectContext } from './support/contexts';
import { expect, ko, test } from './support/fixtures';
import { startTestStream } from './support/test-stream';

// @desktop: the suggestions are typed into the header's box, which a phone does not have.
test('a live channel is found by its category on /browse, by its tag, and in the search suggestions @desktop', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const streamer = newMember(testInfo, 'dc');
  await signUpByApi(page.request, 'onair', streamer);
  const channelName = `${streamer.nickname}의 노래방`;
  const channelId = await openChannelByApi(page.request, 'onair', channelName);
  // A tag nobody else has: the browse and search answers are this channel's alone.
  const tag = `곡${streamer.nickname}`.slice(0, 20).toLowerCase();

  await page.goto('/my/channel');
  const form = page.getByRole('form', { name: ko('channel.liveTitle.title'), exact: true });
  await page.getByRole('textbox', { name: ko('channel.liveTitle.title'), exact: true }).fill('새벽 신청곡 라이브');
  await form.getByRole('combobox', { name: ko('browse.category') }).selectOption({ label: '음악' });
  await form.getByRole('textbox', { name: ko('browse.tags') }).fill(`#${tag}, 신청곡`);
  await form.getByRole('button', { name: ko('channel.save'), exact: true }).click();
  await expect(form.getByRole('status')).toHaveText(ko('channel.liveTitle.saved'));
  await expect(form.getByRole('textbox', { name: ko('browse.tags') })).toHaveValue(`${tag}, 신청곡`);

  await page.getByRole('button', { name: ko('channel.streamKey.issue'), exact: true }).click();
  const key = await page.getByRole('textbox', { name: ko('channel.streamKey.key'), exact: true }).inputValue();
  const server = await page.getByRole('textbox', { name: ko('channel.streamKey.server'), exact: true }).inputValue();
  const stream = startTestStream(server, key);
  const visitor = await newProjectContext(browser, testInfo, baseURL ?? '');
  try {
    await expectGoesLive(page.request, 'onair', channelId, stream);
    await visitor.addInitScript(() => window.sessionStorage.setItem('onair.popup.doneThisSession', '1'));
    const viewer = await visitor.newPage();

    // Browse: the 음악 tile says it has live channels and leads to them.
    await viewer.goto('/browse');
    const tiles = viewer.getByRole('list', { name: ko('browse.categories') });
    const musicTile = tiles.getByRole('link', { name: '음악', exact: true });
    await expect(musicTile).toContainText('방송 중');
    await viewer.screenshot({ path: testInfo.outputPath('browse.png'), fullPage: true });
    await musicTile.click();
    await expect(viewer.getByRole('heading', { level: 1 })).toContainText('음악');
    const card = viewer.getByRole('article', { name: channelName });
    await expect(card).toBeVisible();
    await expect(card).toContainText(`#${tag}`);
    await viewer.screenshot({ path: testInfo.outputPath('category.png'), fullPage: true });

    // By its tag, from the tag filter.
    await viewer.getByRole('textbox', { name: ko('browse.tagFilter') }).fill(`#${tag}`);
    await viewer.getByRole('button', { name: ko('browse.tagApply') }).click();
    await expect(viewer).toHaveURL(new RegExp(`/browse/music\\?tag=`));
    await expect(viewer.getByRole('article', { name: channelName })).toBeVisible();

    // Search: typing the tag suggests the channel; the suggestion opens its live page.
    const box = viewer.getByRole('banner').getByRole('searchbox', { name: ko('search.keyword') });
    await box.fill(tag);
    const suggestions = viewer.getByRole('region', { name: ko('search.suggestions') });
    await expect(suggestions.getByRole('link', { name: new RegExp(channelName) })).toBeVisible();
    await viewer.screenshot({ path: testInfo.outputPath('suggestions.png') });
    await suggestions.getByRole('link', { name: new RegExp(channelName) }).click();
    await expect(viewer).toHaveURL(new RegExp(`/live/${channelId}$`));
    await expect(viewer.getByRole('link', { name: `#${tag}` })).toBeVisible();
  } finally {
    stream.kill();
    await visitor.close();
  }
});
