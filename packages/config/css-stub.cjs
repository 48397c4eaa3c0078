// What a stylesheet import is under Jest (Node cannot load CSS; webpack bundles it in the apps).
module.exports = {}
