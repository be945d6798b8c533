const { untypedTester } = require('../ruleTester');
const rule = require('./no-nested-interactive');

untypedTester().run('no-nested-interactive', rule, {
  valid: [
    // The card as it should be: one link takes focus, the controls are its siblings.
    'const c = <div role="listitem"><a href="/pin/1/">Pin</a><button type="button">Save</button></div>;',
    'const c = <label><input type="checkbox" /> Select</label>;',
    'const c = <div role="status"><a href="/me/">Profile</a></div>;',
    'const c = <a href="/"><img src="x.jpg" alt="" /></a>;',
    'const c = <a><button type="button">Not a link without href</button></a>;',
    'const c = <div tabIndex={-1}><button type="button">x</button></div>;',
    'const c = <button type="button"><span aria-hidden="true">x</span></button>;',
    'const c = <form><input type="hidden" name="t" /><button>Go</button></form>;',
    // A component is not followed into.
    'const c = <button type="button"><Icon /></button>;',
  ],
  invalid: [
    {
      code: 'const c = <div role="listitem" tabIndex={0}><a href="/pin/1/">Pin</a></div>;',
      errors: [{ messageId: 'nested', data: { inner: '<a href>', outer: 'tabIndex' } }],
    },
    {
      code: 'const c = <a href="/"><button type="button">Save</button></a>;',
      errors: [{ messageId: 'nested', data: { inner: '<button>', outer: '<a href>' } }],
    },
    { code: 'const c = <button type="button"><input /></button>;', errors: [{ messageId: 'nested' }] },
    { code: 'const c = <div role="button" tabIndex={0}>{open && <a href="/x">x</a>}</div>;', errors: [{ messageId: 'nested' }] },
    { code: 'const c = <div tabIndex={0}>{items.map((i) => <button key={i}>{i}</button>)}</div>;', errors: [{ messageId: 'nested' }] },
    {
      code: 'const c = <div role="link"><div><span role="checkbox" aria-checked="false" /></div></div>;',
      errors: [{ messageId: 'nested', data: { inner: 'role="checkbox"', outer: 'role="link"' } }],
    },
  ],
});
