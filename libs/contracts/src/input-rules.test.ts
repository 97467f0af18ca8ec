import type * as v from 'valibot';
import { ALL_ROUTES } from './groups/index';
import { DB_INTEGER_MAX } from './limits';
import { VALIDATION_MESSAGES } from './messages';
import { validatePart } from './validate';

const refusal = (field: string, where: 'path' | 'query' | 'body', message: string) => ({ ok: false, errors: [{ field, in: where, message }] });
const badCharacter = (field: string, where: 'path' | 'query' | 'body') => refusal(field, where, VALIDATION_MESSAGES.invalidCharacter);
const badNumber = (field: string, where: 'path' | 'query' | 'body') => refusal(field, where, VALIDATION_MESSAGES.wholeNumber);
/** The schema of one part of the route with this operationId. */
function schemaOf(operationId: string, part: 'params' | 'query' | 'body'): v.GenericSchema {
  const schema = ALL_ROUTES.find((route) => route.operationId === operationId)?.[part];
  if (!schema) throw new Error(`${operationId} has no ${part}`);
  return schema;
}

describe('the input rules every route keeps', () => {
  const signup = {
    accessToken: 'tok',
    nickname: '가나다',
    agreements: { terms: true, privacy: true, marketing: false },
  };

  test('text with NUL anywhere is refused naming its field, in a path, a query and a body alike', () => {
    expect(validatePart(schemaOf('findLoginId', 'params'), { id: 'ab\u0000c' }, 'path')).toEqual(badCharacter('id', 'path'));
    expect(validatePart(schemaOf('findAccount', 'query'), { loginId: 'x\u0000', type: 'id' }, 'query')).toEqual(badCharacter('loginId', 'query'));
    expect(validatePart(schemaOf('mySendMessage', 'body'), { loginId: 'someone', content: '안녕\u0000' }, 'body')).toEqual(
      badCharacter('content', 'body'),
    );
  });

  test('half of a surrogate pair is refused; a whole pair (an emoji) is taken', () => {
    const body = (content: string) => validatePart(schemaOf('mySendMessage', 'body'), { loginId: 'someone', content }, 'body');
    expect(body('a\uD83D')).toEqual(badCharacter('content', 'body'));
    expect(body('\uDE00a')).toEqual(badCharacter('content', 'body'));
    expect(body('\uDE00\uD83D')).toEqual(badCharacter('content', 'body'));
    expect(body('좋아요 \uD83D\uDE00')).toMatchObject({ ok: true });
  });

  test('a number past an int column, or with a fraction, is refused naming its field', () => {
    const list = (page: number) => validatePart(schemaOf('listChannels', 'query'), { page: String(page) }, 'query');
    expect(list(DB_INTEGER_MAX.int)).toMatchObject({ ok: true });
    expect(list(DB_INTEGER_MAX.int + 1)).toEqual(badNumber('page', 'query'));
    expect(list(2 ** 53)).toEqual(badNumber('page', 'query'));
    expect(validatePart(schemaOf('boardDelete', 'params'), { id: String(2 ** 31) }, 'path')).toEqual(badNumber('id', 'path'));
    expect(validatePart(schemaOf('luvGift', 'body'), { channelId: 2 ** 40, itemCode: 1, amount: 1 }, 'body')).toEqual(badNumber('channelId', 'body'));
    // A union without integer() of its own (a number, or an id as text) still takes whole numbers only.
    expect(validatePart(schemaOf('liveAuth', 'body'), { channelId: 1.5, password: 'x' }, 'body')).toEqual(badNumber('channelId', 'body'));
    expect(validatePart(schemaOf('myDeleteMessages', 'body'), { msgIds: [1, 2 ** 31] }, 'body')).toEqual(badNumber('msgIds.1', 'body'));
  });

  test('the ids of bigserial tables are taken up to JavaScript safe integers, and no further', () => {
    const cancel = (withdrawId: number) => validatePart(schemaOf('luvWithdrawCancel', 'body'), { withdrawId }, 'body');
    expect(cancel(2 ** 40)).toMatchObject({ ok: true, value: { withdrawId: 2 ** 40 } });
    expect(cancel(2 ** 53)).toMatchObject({ ok: false, errors: [{ field: 'withdrawId', in: 'body' }] });
    const renewal = (subscriptionId: string) => validatePart(schemaOf('myCancelRenewal', 'params'), { subscriptionId }, 'path');
    expect(renewal(String(2 ** 40))).toMatchObject({ ok: true, value: { subscriptionId: 2 ** 40 } });
  });

  test("a social access token goes into a header: anything but printable ASCII is refused naming it", () => {
    const body = (accessToken: string) => validatePart(schemaOf('oauthSignup', 'body'), { ...signup, accessToken }, 'body');
    expect(body('ya29.a0AfH6SM-_~+/=')).toMatchObject({ ok: true });
    for (const token of ['토큰', 'tok\u00e9n', 'tok en', 'tok\u2028']) {
      expect(body(token)).toMatchObject({ ok: false, errors: [{ field: 'accessToken', in: 'body' }] });
    }
  });
});
