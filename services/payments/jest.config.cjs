// Integration tests talk to PostgreSQL, NATS and the local PayPal server: give them more than 5 s.
module.exports = { ...require('../../packages/config/jest.preset.cjs'), testTimeout: 30_000 }
