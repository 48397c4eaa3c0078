// The route-access scan and the schema fuzz build every service's app from its sources (like each service's
// own integration tests) against the local PostgreSQL, NATS and Redis.
module.exports = { ...require('../config/jest.preset.cjs'), testTimeout: 60_000 }
