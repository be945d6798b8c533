const { untypedTester } = require('../ruleTester');
const rule = require('./no-api-answer-assertion');

untypedTester().run('no-api-answer-assertion', rule, {
  valid: [
    "const page = await client.read('BoardsResource', { username });",
    "const board = await client.write('BoardResource', 'create', { name });",
    "const sorts = ['a', 'b'] as const;",
    'const n = value as number;',
    "const x = map.get('k') as string;",
  ],
  invalid: [
    { code: "const page = await client.read<ApiBoard[]>('BoardsResource', { username });", errors: [{ messageId: 'typeArgument' }] },
    { code: "const b = await api.write<ApiBoard>('BoardResource', 'create', {});", errors: [{ messageId: 'typeArgument' }] },
    { code: "const pins = (await client.read('BoardFeedResource', {})).data as ApiPin[];", errors: [{ messageId: 'assertion' }] },
    { code: "const s = (await client.send('GET', '/v3/x/')) as Thing;", errors: [{ messageId: 'assertion' }] },
    { code: "const p = client.read('UserResource', {}).then((r) => r.data) as Promise<ApiUser>;", errors: [{ messageId: 'assertion' }] },
  ],
});
