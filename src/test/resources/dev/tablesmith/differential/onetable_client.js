// Runs Tablesmith's exported OneTable schemas through dynamodb-onetable itself, against the endpoint given in the
// input file (moto_server on 127.0.0.1). For each design: create the table from the schema's indexes, write every
// sample record with Model.create (and each item of no entity with PutItem), scan the raw items back, then run each read call (Model.get, Model.find, or
// Table.queryItems for a pattern over several entities) and print the keys of what came back.
// Usage: node onetable_client.js INPUT.json   (prints one JSON document on stdout)
'use strict';
const fs = require('fs');
const {DynamoDBClient, PutItemCommand, ScanCommand} = require('@aws-sdk/client-dynamodb');
const {Table} = require('dynamodb-onetable');

const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const client = new DynamoDBClient({
    endpoint: input.endpoint,
    region: 'us-east-1',
    credentials: {accessKeyId: 'dummy', secretAccessKey: 'dummy'},
});

function message(e) {
    return (e && (e.code || e.name) ? (e.code || e.name) + ': ' : '') + (e && e.message ? e.message : String(e));
}

async function scanAll(name) {
    const items = [];
    let start;
    do {
        const page = await client.send(new ScanCommand({TableName: name, ExclusiveStartKey: start}));
        items.push(...page.Items);
        start = page.LastEvaluatedKey;
    } while (start);
    return items;
}

function keysOf(item, names) {
    const out = {};
    for (const name of names) {
        if (item[name] !== undefined && item[name] !== null) {
            out[name] = String(item[name]);
        }
    }
    return out;
}

async function call(table, c, keyNames) {
    const params = {hidden: true};
    if (c.index) params.index = c.index;
    if (c.reverse) params.reverse = true;
    if (c.limit) params.limit = c.limit;
    const model = table.getModel(c.model);
    let items;
    if (c.op === 'get') {
        const item = await model.get(c.properties, params);
        items = item ? [item] : [];
    } else if (c.op === 'find') {
        const props = Object.assign({}, c.properties);
        if (c.sort) props[c.sort.attribute] = c.sort.condition;
        items = await model.find(props, params);
    } else {
        const props = {};
        props[c.hash] = model.template(c.hash, c.properties);
        if (props[c.hash] === undefined) throw new Error('template of ' + c.hash + ' did not resolve');
        if (c.sort) props[c.sort.attribute] = c.sort.condition;
        items = await table.queryItems(props, Object.assign({parse: true}, params));
    }
    return Array.from(items).map(item => keysOf(item, keyNames));
}

async function design(d) {
    const out = {name: d.name, created: 0, writeErrors: [], items: [], calls: []};
    const table = new Table({name: d.table, client, schema: d.schema, partial: false, hidden: true});
    await table.createTable();
    for (const r of d.records) {
        try {
            await table.getModel(r.model).create(r.properties);
            out.created++;
        } catch (e) {
            out.writeErrors.push(r.model + ' ' + JSON.stringify(r.properties) + ': ' + message(e));
        }
    }
    // Items of no entity (a migration checkpoint, a feature flag) have no model: written as they are.
    for (const item of d.explicitItems) {
        await client.send(new PutItemCommand({TableName: d.table, Item: item}));
    }
    out.items = await scanAll(d.table);
    for (const c of d.calls) {
        try {
            out.calls.push({id: c.id, items: await call(table, c, d.keyNames)});
        } catch (e) {
            out.calls.push({id: c.id, error: message(e)});
        }
    }
    return out;
}

(async () => {
    const results = [];
    for (const d of input.designs) {
        results.push(await design(d));
    }
    process.stdout.write(JSON.stringify({designs: results}));
})().catch(e => {
    process.stderr.write(message(e) + '\n');
    process.exit(1);
});
