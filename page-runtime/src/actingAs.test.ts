import { ACTING_AS_KEY, actingAccount, actingFields, actingIdentityFor, createActingAsStore, type ActingIdentity } from './actingAs';

const harbor: ActingIdentity = {
  memberId: '2',
  subjectId: '5',
  username: 'harborandpine',
  name: 'Harbor & Pine Home',
  imgUrl: '',
  permissions: ['OWNER'],
};

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

describe('the tab’s acting-as choice', () => {
  it('keeps a choice in the storage it was given and tells listeners', () => {
    const storage = memoryStorage();
    const store = createActingAsStore(storage);
    const heard = jest.fn();
    store.subscribe(heard);
    store.choose(harbor);
    expect(store.snapshot()).toEqual(harbor);
    expect(JSON.parse(storage.items.get(ACTING_AS_KEY) ?? 'null')).toEqual(harbor);
    expect(createActingAsStore(storage).snapshot()).toEqual(harbor);
    store.choose(null);
    expect(storage.items.has(ACTING_AS_KEY)).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['not JSON', '{'],
    ['missing fields', JSON.stringify({ memberId: '2' })],
    ['a number for the subject', JSON.stringify({ ...harbor, subjectId: 5 })],
  ])('ignores a stored value that is %s', (_, raw) => {
    expect(createActingAsStore(memoryStorage({ [ACTING_AS_KEY]: raw })).snapshot()).toBeNull();
  });

  it('survives a storage that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    const store = createActingAsStore(refusing);
    store.choose(harbor);
    expect(store.snapshot()).toEqual(harbor);
  });
});

describe('who a call acts for', () => {
  const partner = { id: '2', username: 'partner' };
  const demo = { id: '1', username: 'demo' };

  it.each([
    ['the member who chose it', partner, harbor, { id: '5', username: 'harborandpine' }, { orbac_subject_id: '5' }],
    ['another user in the same tab', demo, harbor, { id: '1', username: 'demo' }, {}],
    ['anyone with no choice', partner, null, { id: '2', username: 'partner' }, {}],
  ])('%s', (_, viewer, identity, account, fields) => {
    expect(actingAccount(viewer, identity)).toMatchObject(account);
    expect(actingFields(viewer.id, identity)).toEqual(fields);
  });

  it('a visitor acts for nobody', () => {
    expect(actingIdentityFor(null, harbor)).toBeNull();
    expect(actingFields(undefined, harbor)).toEqual({});
  });
});
