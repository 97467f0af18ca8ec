import { FIRST_ANSWER, type BrandCode } from '@onair/contracts';

/**
 * The document head's first script: asks for the first screen's answer (the home's channel list, a
 * live room's channel; @onair/contracts FIRST_ANSWER) as soon as the document arrives, before the
 * app's modules are even requested, and fetches the pictures it names first. The answer, and its
 * parsed body, are left on the window for the shell's script to draw from and for the app
 * (libs/shell first-answer) to take instead of asking again. Plain ES5 and the browser's fetch, as
 * it is not bundled.
 */
export function firstAnswerScript(brand: BrandCode): string {
  // In a <script>, "</script>" or "<!--" inside a string would end or confuse it.
  const json = JSON.stringify({ brand, firstAnswer: FIRST_ANSWER }).replace(/</g, '\\u003c');
  return `(function () {
  var data = ${json};
  var path = location.pathname;
  var live = new RegExp(data.firstAnswer.livePage).exec(path);
  var answerPath = path === '/' ? data.firstAnswer.homePath : live ? data.firstAnswer.liveChannelPath + live[1] : null;
  if (!answerPath || !window.fetch) return;
  var url = location.origin + answerPath;
  // The request the app's endpoint would send: cookies and the brand's site code (libs/store base-query).
  var answer = fetch(url, { credentials: 'include', headers: { 'x-site-code': data.brand } });
  var body = answer.then(function (response) { return response.ok ? response.clone().json() : null; });
  window[data.firstAnswer.global] = { url: url, answer: answer, body: body };
  body
    .then(function (found) {
      if (!found) return;
      var channels = found.items ? found.items.slice(0, data.firstAnswer.picturesAtOnce) : [found];
      for (var c = 0; c < channels.length; c++) {
        if (typeof channels[c].thumbnailUrl !== 'string') continue;
        var picture = new Image();
        picture.fetchPriority = 'high';
        picture.src = channels[c].thumbnailUrl;
      }
    })
    .catch(function () {});
})();`;
}
