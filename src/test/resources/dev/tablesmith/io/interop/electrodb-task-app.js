// ElectroDB entities used by ElectroDbKeysAgainstElectroDbTest: Tablesmith imports this file, and the same file is
// loaded by ElectroDB itself so that the keys it writes can be compared with the keys Tablesmith's templates render.
const { Entity, Service } = require('electrodb');

const table = 'task-app';

const Employee = new Entity(
  {
    model: { entity: 'Employee', version: '1', service: 'TaskApp' },
    attributes: {
      employeeId: { type: 'string', required: true },
      office: { type: 'string', required: true },
      age: { type: 'number' },
      team: { type: ['Platform', 'Mobile', 'Data'] },
      title: { type: 'string' },
      manager: { type: 'string', field: 'mgr' },
      storeId: { type: 'string', label: 'sid' },
      active: { type: 'boolean' },
    },
    indexes: {
      records: {
        pk: { field: 'pk', composite: ['employeeId'] },
        sk: { field: 'sk', composite: ['office', 'age'] },
      },
      byOffice: {
        index: 'gsi1pk-gsi1sk-index',
        pk: { field: 'gsi1pk', composite: ['office'] },
        sk: { field: 'gsi1sk', composite: [] },
      },
      byTeam: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['team'], template: 'TEAM#${team}' },
        sk: { field: 'gsi2sk', composite: ['title'], casing: 'upper' },
      },
      byTitle: {
        index: 'gsi3',
        collection: 'staff',
        pk: { field: 'gsi3pk', composite: ['title'], casing: 'none' },
        sk: { field: 'gsi3sk', composite: ['age', 'active'], casing: 'none' },
      },
      byManager: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: ['manager', 'storeId'] },
        sk: { field: 'gsi4sk', composite: ['employeeId'] },
      },
    },
  },
  { table },
);

const Office = new Entity(
  {
    model: { entity: 'Office', version: '2', service: 'TaskApp' },
    attributes: {
      office: { type: 'string', required: true },
      city: { type: 'string', required: true },
    },
    indexes: {
      locations: {
        pk: { field: 'pk', composite: ['office'] },
        sk: { field: 'sk', composite: [] },
      },
      byCity: {
        index: 'gsi1pk-gsi1sk-index',
        pk: { field: 'gsi1pk', composite: ['city'] },
        sk: { field: 'gsi1sk', composite: ['office'] },
      },
    },
  },
  { table },
);

const TaskApp = new Service({ Employee, Office });

module.exports = { Employee, Office, TaskApp };
