import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseRecordJson, recordJson } from '../../sandbox/src/persistence/record-json.js';

describe('A record as JSON', () => {
  it('brings Maps, Sets and Dates back as what they were', () => {
    const record = {
      at: new Date(0),
      names: new Set(['a', 'b']),
      byId: new Map([['x', { at: new Date(1) }]]),
    };
    assert.deepEqual(parseRecordJson(recordJson(record)), record);
  });

  it('brings a client’s object named like a tag back as the object it sent, not as a Date, Set or Map', () => {
    // A payment's pass-through fields hold what the client sent, whatever its member names.
    const sent = {
      payment_type_information: {
        service_level: { $date: 0 },
        category_purpose: { $set: ['SALA'] },
        local_instrument: { $map: [['a', 1]] },
        instruction_priority: { $object: [['b', 2]] },
        nested: { $date: { $set: [new Date(5)] } },
      },
    };
    assert.deepEqual(parseRecordJson(recordJson(sent)), sent);
  });
});
