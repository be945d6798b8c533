const { untypedTester } = require('../ruleTester');
const rule = require('./one-way-to-write');

untypedTester().run('one-way-to-write', rule, {
  valid: [
    // The function handed to useApiMutation is where a write goes, however deep inside it.
    "const save = useApiMutation((name) => client.write('BoardResource', 'create', { name }));",
    `const follow = useApiMutation(async (next) => {
      const params = { board_id: id };
      return next ? client.send('PUT /v3/boards/:board_id/follow/', { params }) : client.send('DELETE /v3/boards/:board_id/follow/', { params });
    });`,
    "const upload = useApiMutation((file) => deps.client.upload('POST /v3/pin_images/', file, { onUploadProgress }));",
    "const saving = useApiMutation(function (fields) { return api.write('UserResource', 'update', fields).then(done); }, { onSuccess });",
    // Reads are not writes: a GET route, a resource read.
    "const check = client.send('GET /v3/offsite/', { payload });",
    "const page = await client.read('BoardsResource', { username });",
    // Something else's write (a stream, a file) is not the API client's.
    "stream.write('line');",
    "document.body.send('x');",
    // A client by another name is named where the rule is turned on.
    { code: "http.write('PinResource', 'delete', { id });", options: [{ clients: ['client'] }] },
    // A hook or a component prop named as running its function as one useApiMutation.
    {
      code: "const { submit } = useAccountSubmit((form) => client.write('UserSessionResource', 'create', fields(form)));",
      options: [{ hooks: ['useApiMutation', 'useAccountSubmit'] }],
    },
    {
      code: "const remove = async () => { await client.write('BoardResource', 'delete', { board_id }); done(); }; const d = <ConfirmDialog onConfirm={remove} />;",
      options: [{ props: { ConfirmDialog: ['onConfirm'] } }],
    },
    {
      code: "function save(fields) { return client.write('BoardResource', 'update', fields); } const f = <BoardForm onSubmit={save} />;",
      options: [{ props: { BoardForm: ['onSubmit'] } }],
    },
    {
      code: "const f = <BoardForm onSubmit={(fields) => client.write('BoardResource', 'create', fields)} />;",
      options: [{ props: { BoardForm: ['onSubmit'] } }],
    },
  ],
  invalid: [
    {
      // A click handler with its own busy and error state.
      code: "const remove = async () => { setBusy(true); await client.write('BoardResource', 'delete', { board_id }); };",
      errors: [{ messageId: 'directWrite', data: { receiver: 'client', method: 'write' } }],
    },
    {
      code: "useEffect(() => { client.write('NotificationsResource', 'update', { seen: true }).catch(() => undefined); }, []);",
      errors: [{ messageId: 'directWrite' }],
    },
    {
      code: "const choose = (file) => client.upload('POST /v3/pin_images/', file).then(done, failed);",
      errors: [{ messageId: 'directWrite', data: { receiver: 'client', method: 'upload' } }],
    },
    {
      code: "void api.send('POST /v3/offsite/', { payload });",
      errors: [{ messageId: 'directWrite', data: { receiver: 'api', method: 'send' } }],
    },
    // A route not written out may be a write.
    { code: 'client.send(route, request);', errors: [{ messageId: 'directWrite' }] },
    { code: "useBoardsDeps().client.write('BoardResource', 'update', {});", errors: [{ messageId: 'directWrite' }] },
    {
      // A write defined beside the mutation and called from it is still outside: write it inside.
      code: "const send = () => client.write('BoardInviteResource', 'update', {}); const answering = useApiMutation(() => send());",
      errors: [{ messageId: 'directWrite' }],
    },
    {
      // Only the mutation's function counts, not its options.
      code: "const m = useApiMutation(run, { onSuccess: () => client.write('UserResource', 'update', {}) });",
      errors: [{ messageId: 'directWrite' }],
    },
    { code: "http.write('PinResource', 'delete', { id });", options: [{ clients: ['http'] }], errors: [{ messageId: 'directWrite' }] },
    {
      // A function used anywhere else as well may run outside the mutation.
      code: "const remove = () => client.write('BoardResource', 'delete', {}); const d = <ConfirmDialog onConfirm={remove} />; remove();",
      options: [{ props: { ConfirmDialog: ['onConfirm'] } }],
      errors: [{ messageId: 'directWrite' }],
    },
    {
      // Only the props named: another component's, or another prop of the same one, runs it as it likes.
      code: "const a = <Button onClick={() => client.write('BoardResource', 'delete', {})} />; const b = <ConfirmDialog onCancel={() => client.write('X', 'delete', {})} />;",
      options: [{ props: { ConfirmDialog: ['onConfirm'] } }],
      errors: [{ messageId: 'directWrite' }, { messageId: 'directWrite' }],
    },
  ],
});
