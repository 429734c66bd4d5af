import { PGlite } from '@electric-sql/pglite';
const pg = await PGlite.create();
await pg.listen('alchemy_live', (p) => console.log('heard', p));
await pg.query(`select pg_notify('alchemy_live', 'one')`);
await pg.transaction(async (tx) => { await tx.query(`select pg_notify('alchemy_live', 'two')`); });
const clone = await pg.clone();
await clone.listen('alchemy_live', (p) => console.log('clone heard', p));
await clone.query(`select pg_notify('alchemy_live', 'three')`);
await new Promise((r) => setTimeout(r, 200));
