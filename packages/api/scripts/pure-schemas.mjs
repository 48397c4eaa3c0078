// The browser copy of a module that builds schemas at its top level (`export const LoginBody = Type.Object(...)`)
// beside what the browser does use (constants, messages, small rules): each call in a top-level declaration is
// marked `/*#__PURE__*/`, so a bundler drops the schemas nothing reads (and their field names and messages) and,
// with them, the imports only they used. A call whose value is read still runs, as before.
import ts from 'typescript'

/** Calls (and `new`s) evaluated when the module loads: in top-level declarations, outside function bodies. */
function loadTimeCalls(node, found = []) {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return found
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) found.push(node)
  ts.forEachChild(node, (child) => {
    loadTimeCalls(child, found) // a truthy return would stop forEachChild
  })
  return found
}

export function markSchemasPure(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS)
  const calls = file.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations.flatMap((d) => (d.initializer ? loadTimeCalls(d.initializer) : [])))
  const starts = [...new Set(calls.map((call) => call.getStart(file)))].sort((a, b) => b - a)
  let marked = source
  for (const start of starts) marked = `${marked.slice(0, start)}/*#__PURE__*/ ${marked.slice(start)}`
  return marked
}
