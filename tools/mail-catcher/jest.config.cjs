module.exports = { ...require('../../packages/config/jest.preset.cjs') }
