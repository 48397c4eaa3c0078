// Jest (on Node below 24.9) cannot require() an ES module, and @fastify/static requires the ESM-only
// content-disposition 3 for reply.download(), which the gateway never uses. Jest maps it to this stand-in;
// at run time Node loads the real module.
exports.create = (filename) => `attachment; filename="${String(filename).replace(/["\\\r\n]/g, '')}"`
